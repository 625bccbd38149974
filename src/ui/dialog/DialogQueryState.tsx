import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import type { UseQueryResult } from '@tanstack/react-query';
import { StatusAlert } from '../status-alert/StatusAlert.tsx';

export interface DialogQueryStateProps {
  /** The dialog's query: its spinner while pending, its failure with a retry button. */
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'refetch'>;
  /** Whether the dialog is open: a closed dialog's disabled query is pending too, and shows nothing. */
  open: boolean;
  /** The texts: the spinner's label, the failure, the retry button. */
  loading: string;
  failed: string;
  retry: string;
}

/** What a dialog that loads its content shows before it has it: a spinner, or the failure and a retry. */
export function DialogQueryState({ query, open, loading, failed, retry }: DialogQueryStateProps) {
  if (query.isPending && open)
    return (
      <div className="cp-dialog__loading">
        <cp-sl-spinner aria-label={loading} />
      </div>
    );
  if (query.isError)
    return (
      <StatusAlert variant="danger" message={failed}>
        <cp-sl-button size="small" onClick={() => void query.refetch()}>
          {retry}
        </cp-sl-button>
      </StatusAlert>
    );
  return null;
}
