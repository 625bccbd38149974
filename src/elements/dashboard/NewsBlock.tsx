import type { NewsItem } from '../../core/api/contract/dashboard-service.ts';
import { formatDate } from '../../core/i18n/format.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { ServerHtml } from '../../ui/server-html/ServerHtml.tsx';
import { type BlockQuery, DashboardBlock } from './DashboardBlock.tsx';

/** How many news items the card shows, newest first. */
export const NEWS_ITEMS_SHOWN = 4;

/** Company news in the page language; each body is sanitized server HTML. */
export function NewsBlock({ query }: { query: BlockQuery<NewsItem[]> }) {
  const { t, language } = usePortalTranslation('dashboard');
  return (
    <DashboardBlock
      name="news"
      title={t('news.title')}
      query={query}
      emptyText={t('news.empty')}
      isEmpty={(items) => items.length === 0}
      rows={6}
      tableHead={false}
    >
      {(items) => (
        <div className="news-list">
          {items.slice(0, NEWS_ITEMS_SHOWN).map((item) => (
            <article
              key={item.newsId}
              className="news-item"
              part="news-item"
              aria-labelledby={`news-${item.newsId}`}
            >
              <h4 id={`news-${item.newsId}`} className="news-title">
                {item.title}
              </h4>
              <time className="secondary-line" dateTime={item.publishedOn}>
                {formatDate(item.publishedOn, language)}
              </time>
              <ServerHtml html={item.bodyHtml} className="server-html" />
            </article>
          ))}
        </div>
      )}
    </DashboardBlock>
  );
}
