import '@shoelace-style/shoelace/dist/components/alert/alert.js';
import '@shoelace-style/shoelace/dist/components/button/button.js';
import type { Translate } from '../element/use-portal-translation.ts';
import type { TablePageState } from './use-table-page.ts';

export interface TableLoadErrorProps {
  result: TablePageState<unknown>;
  t: Translate<'portal'>;
}

/** In place of the table when its load failed: the API's reason, else what went wrong, and a retry. */
export function TableLoadError({ result, t }: TableLoadErrorProps) {
  return (
    <cp-sl-alert part="error" variant="danger" open className="load-error">
      <cp-sl-icon slot="icon" name="exclamation-octagon" library="cp" />
      <span>{result.failureReason ?? t(result.isUnreachable ? 'table.unreachable' : 'table.loadError')}</span>
      <cp-sl-button size="small" variant="danger" outline onClick={result.reload}>
        {t('table.refresh')}
      </cp-sl-button>
    </cp-sl-alert>
  );
}
