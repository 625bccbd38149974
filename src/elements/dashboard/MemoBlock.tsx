import type { Memo } from '../../core/api/contract/memos.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { ServerHtml } from '../../ui/server-html/ServerHtml.tsx';
import { type BlockQuery, DashboardBlock } from './DashboardBlock.tsx';

/**
 * The staff memo for the dashboard; nothing at all when there is none. It reserves no rows: the
 * dashboard shows its cards only once the memo has arrived (DashboardElement).
 */
export function MemoBlock({ query }: { query: BlockQuery<Memo | null> }) {
  const { t } = usePortalTranslation('dashboard');
  if (query.data === null) return null;
  return (
    <DashboardBlock
      name="memo"
      title={t('memo.title')}
      query={query}
      emptyText=""
      isEmpty={(memo) => memo === null}
      rows={0}
      tableHead={false}
    >
      {(memo) => memo && <ServerHtml html={memo.memoContents} className="server-html memo" />}
    </DashboardBlock>
  );
}
