import { Link } from 'react-router';
import { useHostTranslation } from '../runtime/use-host-translation.ts';

/** The page for a path that is no route of ours. */
export default function NotFoundPage() {
  const { th } = useHostTranslation();
  return (
    <section>
      <h2>{th('layout.notFoundTitle')}</h2>
      <p>{th('layout.notFoundText')}</p>
      <Link to="/">{th('layout.backToDashboard')}</Link>
    </section>
  );
}
