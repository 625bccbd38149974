import { useRuntime } from '../../ui/element/use-runtime.ts';
import { Snackbar } from '../../ui/snackbar/Snackbar.tsx';

/** The page's one snackbar (docs/screens/shell.md#snackbar): shows what any element or the host puts in the runtime's store. */
export function SnackbarElement() {
  const runtime = useRuntime();
  return <Snackbar store={runtime.snackbar} />;
}
