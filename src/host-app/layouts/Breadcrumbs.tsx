import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { breadcrumbTrail } from '../routes/breadcrumb-trail.ts';
import { linkPath, type PortalRoute, routeByName } from '../routes/routes-table.ts';
import { routeTitle, useHostTranslation } from '../runtime/use-host-translation.ts';

/** Breadcrumbs from the home crumb 'Dashboard' down to the current page (docs/screens/shell.md#breadcrumbs). */
export function Breadcrumbs({ route, here }: { route: PortalRoute; here: string }) {
  const { t } = useTranslation();
  const { th, i18n } = useHostTranslation();
  const trail = breadcrumbTrail(route, routeByName);
  return (
    <nav className="breadcrumbs" aria-label={th('layout.breadcrumbs')}>
      <ol>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          const label = crumb.name === 'dashboard' ? t('nav.home') : routeTitle(i18n, crumb);
          return (
            <li key={crumb.name}>
              {last ? (
                <Link to={here} aria-current="page">
                  {label}
                </Link>
              ) : (
                <Link to={linkPath(crumb)}>{label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
