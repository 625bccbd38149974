import '../../ui/dialog/dialog-shoelace.ts';
import type { ApiKeyRow } from '../../core/api/browser-contract/admin-api-keys.ts';
import { formatDateTime } from '../../core/i18n/format.ts';
import type { DataTableColumn } from '../../ui/data-table/data-table-types.ts';
import type { Translate } from '../../ui/element/use-portal-translation.ts';

/** The keys table's columns: name, scopes, the key's last characters, created (when, by), last used, state. */
export function apiKeyColumns(
  t: Translate<'admin-integrations'>,
  language: string,
): DataTableColumn<ApiKeyRow>[] {
  return [
    { key: 'name', header: t('columns.name'), sortable: true, keyField: true },
    {
      key: 'scopes',
      header: t('columns.scopes'),
      cell: (row) => row.scopes.map((scope) => t(`scopes.${scope}`)).join(', '),
      fold: 2,
    },
    {
      key: 'hint',
      header: t('columns.hint'),
      identifier: true,
      cell: (row) => <code className="api-key-hint">{t('hint', { hint: row.hint })}</code>,
      fold: 3,
    },
    {
      key: 'createdAt',
      header: t('columns.createdAt'),
      sortable: true,
      cell: (row) => formatDateTime(row.createdAt, language),
    },
    {
      key: 'createdBy',
      header: t('columns.createdBy'),
      sortable: true,
      identifier: true,
      cell: (row) => row.createdBy ?? t('system'),
      fold: 1,
    },
    {
      key: 'lastUsedAt',
      header: t('columns.lastUsedAt'),
      sortable: true,
      cell: (row) => (row.lastUsedAt ? formatDateTime(row.lastUsedAt, language) : t('never')),
    },
    {
      key: 'state',
      header: t('columns.state'),
      cell: (row) => <ApiKeyState row={row} t={t} language={language} />,
    },
  ];
}

/** Live, or revoked with when and by whom. */
function ApiKeyState({
  row,
  t,
  language,
}: {
  row: ApiKeyRow;
  t: Translate<'admin-integrations'>;
  language: string;
}) {
  if (row.revokedAt === null)
    return (
      <cp-sl-badge variant="success" pill>
        {t('state.live')}
      </cp-sl-badge>
    );
  return (
    <span className="api-key-state">
      <cp-sl-badge variant="neutral" pill>
        {t('state.revoked')}
      </cp-sl-badge>
      <span className="api-key-state__by">
        {t('state.revokedBy', {
          at: formatDateTime(row.revokedAt, language),
          by: row.revokedBy ?? t('system'),
        })}
      </span>
    </span>
  );
}
