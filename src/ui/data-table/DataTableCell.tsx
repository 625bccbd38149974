import type { ReactNode } from 'react';
import type { Translate } from '../element/use-portal-translation.ts';
import { ClampedText } from './ClampedText.tsx';
import type { DataTableColumn } from './data-table-types.ts';
import { formatCell } from './format-cell.ts';

export interface CellProps<T> {
  column: DataTableColumn<T>;
  row: T;
  language: string;
  /** Rows are cards: an empty value shows a dash under its title instead of nothing. */
  cards: boolean;
  t: Translate<'portal'>;
}

/** What a column's cell holds for a row: its own `cell` content or the formatted value. */
function contentOf<T>(column: DataTableColumn<T>, row: T, language: string): ReactNode {
  if (column.cell) return column.cell(row);
  return formatCell((row as Record<string, unknown>)[column.key], column.kind ?? 'text', language);
}

const isEmpty = (content: ReactNode) =>
  content === null || content === undefined || content === false || content === '';

/**
 * A column's content for one row: long text clamped (table), an empty value as a dash with its
 * words for screen readers (cards, where a title over nothing reads as a fault).
 */
export function CellContent<T>({ column, row, language, cards, t }: CellProps<T>) {
  const content = contentOf(column, row, language);
  if (isEmpty(content)) {
    if (!cards) return null;
    return (
      <span className="empty-value">
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('table.noValue')}</span>
      </span>
    );
  }
  if (column.clamp) {
    const text =
      typeof content === 'string'
        ? content
        : formatCell((row as Record<string, unknown>)[column.key], column.kind ?? 'text', language);
    return <ClampedText text={text}>{content}</ClampedText>;
  }
  if (column.identifier && typeof content === 'string' && content.includes('@')) {
    // An e-mail address wider than its card may break after the @ and nowhere else.
    const at = content.indexOf('@') + 1;
    return (
      <>
        <span className="id-part">{content.slice(0, at)}</span>
        <wbr />
        <span className="id-part">{content.slice(at)}</span>
      </>
    );
  }
  return <>{content}</>;
}
