import { AGENT_COLUMNS, type AgentRow } from '../../core/api/browser-contract/admin-agents.ts';
import type { DataTableColumn } from '../../ui/data-table/data-table-types.ts';
import type { Translate } from '../../ui/element/use-portal-translation.ts';

/** The agents table's columns (the contract's AGENT_COLUMNS) with translated titles. */
export function agentColumns(t: Translate<'admin-agents'>): DataTableColumn<AgentRow>[] {
  return AGENT_COLUMNS.map((column) => ({
    key: column.key,
    header: t(`columns.${column.key}`),
    sortable: column.sortable,
    kind: column.kind,
    // An e-mail address is never broken inside (issue 24): one line, a card's whole width.
    identifier: column.key === 'emailAddress',
  }));
}
