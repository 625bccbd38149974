import { useId } from 'react';
import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js';
import { formatInteger } from '../../core/i18n/format.ts';
import type { Translate } from '../element/use-portal-translation.ts';
import { pageRange } from './page-range.ts';
import { TABLE_ICON_LIBRARY } from './table-icons.ts';

export interface DataTablePaginationProps {
  page: number;
  itemsPerPage: number;
  total: number;
  pageSizeOptions: readonly number[];
  onChange: (page: number, itemsPerPage: number) => void;
  language: string;
  t: Translate<'portal'>;
}

/**
 * The footer: rows per page, `x–y of z`, and first / previous / next / last page buttons. Rows per
 * page is the browser's own `<select>` in the kit's look: a list of a few numbers needs no popup
 * library (Shoelace's sl-select brings floating-ui and its tags into every table's first load).
 */
export function DataTablePagination(props: DataTablePaginationProps) {
  const { page, itemsPerPage, total, onChange, language, t } = props;
  const range = pageRange(page, itemsPerPage, total);
  const atStart = page <= 1;
  const atEnd = page >= range.pageCount;
  const selectId = useId();
  return (
    <div part="pagination" className="pagination">
      <span className="rows-per-page-field">
        <label htmlFor={selectId}>{t('table.rowsPerPage')}</label>
        <select
          id={selectId}
          className="rows-per-page"
          value={String(itemsPerPage)}
          onChange={(event) => onChange(1, Number(event.currentTarget.value))}
        >
          {props.pageSizeOptions.map((size) => (
            <option key={size} value={String(size)}>
              {size === -1 ? t('table.all') : String(size)}
            </option>
          ))}
        </select>
      </span>
      <span className="page-text">
        {t('table.pageText', {
          first: formatInteger(range.first, language),
          last: formatInteger(range.last, language),
          total: formatInteger(total, language),
        })}
      </span>
      <span className="page-buttons">
        <cp-sl-icon-button
          library={TABLE_ICON_LIBRARY}
          name="chevron-double-left"
          label={t('table.firstPage')}
          disabled={atStart}
          onClick={() => onChange(1, itemsPerPage)}
        />
        <cp-sl-icon-button
          library={TABLE_ICON_LIBRARY}
          name="chevron-left"
          label={t('table.previousPage')}
          disabled={atStart}
          onClick={() => onChange(page - 1, itemsPerPage)}
        />
        <cp-sl-icon-button
          library={TABLE_ICON_LIBRARY}
          name="chevron-right"
          label={t('table.nextPage')}
          disabled={atEnd}
          onClick={() => onChange(page + 1, itemsPerPage)}
        />
        <cp-sl-icon-button
          library={TABLE_ICON_LIBRARY}
          name="chevron-double-right"
          label={t('table.lastPage')}
          disabled={atEnd}
          onClick={() => onChange(range.pageCount, itemsPerPage)}
        />
      </span>
    </div>
  );
}
