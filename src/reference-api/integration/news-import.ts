import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { sanitizeMemoHtml } from '../areas/admin/memo-html.ts';
import type { Db } from '../db/db.ts';
import { type ServerLanguage, translate } from '../platform/server-messages.ts';
import { deleteNews, type NewsRecord, upsertNews } from './documents-import-queries.ts';
import { duplicateKeys } from './duplicate-keys.ts';
import { integrationRoute } from './integration-route.ts';
import { removeRoute } from './remove-route.ts';

const ExternalId = Type.String({ minLength: 1, maxLength: 100 });

const NewsText = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 300 }),
    bodyHtml: Type.String({ minLength: 1, maxLength: 100_000 }),
  },
  { additionalProperties: false },
);

const NewsItem = Type.Object(
  {
    externalId: ExternalId,
    publishedOn: Type.String({ format: 'date' }),
    /** English is required: the dashboard shows it in a language the item lacks. */
    translations: Type.Object(
      {
        en: NewsText,
        nl: Type.Optional(NewsText),
        de: Type.Optional(NewsText),
        zhHans: Type.Optional(NewsText),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

/**
 * `PUT Integration/News` and its Remove: the dashboard's company news, keyed by the sending system's
 * own id (docs/integration.md#put-integrationnews).
 */
export function newsImport(app: FastifyInstance, db: Db) {
  integrationRoute(
    app,
    db,
    {
      method: 'PUT',
      path: '/Integration/News',
      summary: 'Creates or updates news items with their translations, by externalId',
      scope: 'import',
      item: NewsItem,
    },
    async ({ items, tx, problems, request }) => {
      for (const index of duplicateKeys(items, (r) => r.externalId))
        problems.add(index, 'externalId', translate(request, 'errors.batchDuplicate'));
      // Sanitized before it is stored, with the memos' rules: the second wall behind the dashboard's own.
      const records: NewsRecord[] = [];
      for (const [index, r] of items.entries()) {
        const translations: NewsRecord['translations'] = {};
        for (const [language, text] of Object.entries(r.translations) as [
          ServerLanguage,
          typeof r.translations.en,
        ][]) {
          const bodyHtml = (await sanitizeMemoHtml(text.bodyHtml)).trim();
          if (!bodyHtml)
            problems.add(
              index,
              `translations.${language}.bodyHtml`,
              translate(request, 'validation.required'),
            );
          translations[language] = { title: text.title, bodyHtml };
        }
        records.push({ externalId: r.externalId, publishedOn: r.publishedOn, translations });
      }
      if (problems.any) return { created: 0, updated: 0, unchanged: 0 };
      return upsertNews(tx, records);
    },
  );

  removeRoute(app, db, {
    path: '/Integration/News/Remove',
    summary: 'Deletes news items by externalId',
    key: Type.Object({ externalId: ExternalId }, { additionalProperties: false }),
    keyField: 'externalId',
    keyOf: (r) => String(r.externalId),
    remove: (tx, keys) =>
      deleteNews(
        tx,
        keys.map((r) => r.externalId),
      ),
  });
}
