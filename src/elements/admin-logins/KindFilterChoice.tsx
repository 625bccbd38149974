import type { Translate } from '../../ui/element/use-portal-translation.ts';
import type { KindFilter } from './use-logins-screen.ts';

const KIND_FILTERS: readonly KindFilter[] = ['all', 'awaiting', 'customer', 'agent'];

export interface KindFilterChoiceProps {
  t: Translate<'admin-logins'>;
  value: KindFilter;
  choose: (filter: KindFilter) => void;
}

/** Which logins the table shows: all, those awaiting approval, customer or agent logins. */
export function KindFilterChoice({ t, value, choose }: KindFilterChoiceProps) {
  return (
    <cp-sl-radio-group
      class="admin-logins__filter"
      part="filter"
      label={t('filter.label')}
      value={value}
      onsl-change={(event) => choose((event.target as HTMLInputElement).value as KindFilter)}
    >
      {KIND_FILTERS.map((filter) => (
        <cp-sl-radio-button key={filter} value={filter} size="small">
          {t(`filter.${filter}`)}
        </cp-sl-radio-button>
      ))}
    </cp-sl-radio-group>
  );
}
