import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js';
import '@shoelace-style/shoelace/dist/components/input/input.js';
import { useState } from 'react';
import type { Translate } from '../element/use-portal-translation.ts';
import type { DataTableExport } from './data-table-types.ts';
import { TABLE_ICON_LIBRARY } from './table-icons.ts';

export interface DataTableToolbarProps {
  search: string;
  onSearchInput: (search: string) => void;
  onRefresh: () => void;
  exports: readonly DataTableExport[];
  /** True while the table failed to load: there is nothing to export. */
  exportsDisabled: boolean;
  /** Runs one export; resolves when its file is saved. */
  onExport: (exportAction: DataTableExport) => Promise<void>;
  t: Translate<'portal'>;
}

/** Search field, refresh button and the export buttons above the table. */
export function DataTableToolbar(props: DataTableToolbarProps) {
  const { t } = props;
  const [running, setRunning] = useState<string | null>(null);
  const runExport = async (exportAction: DataTableExport) => {
    setRunning(exportAction.label);
    try {
      await props.onExport(exportAction);
    } finally {
      setRunning(null);
    }
  };
  return (
    <div part="toolbar" className="toolbar">
      <cp-sl-input
        className="search"
        type="search"
        size="small"
        label={t('table.search')}
        placeholder={t('table.search')}
        value={props.search}
        oncp-sl-input={(event) => props.onSearchInput((event.target as HTMLInputElement).value)}
      >
        <cp-sl-icon library={TABLE_ICON_LIBRARY} name="search" slot="prefix" />
      </cp-sl-input>
      <span className="toolbar-actions">
        <cp-sl-icon-button
          library={TABLE_ICON_LIBRARY}
          name="arrow-clockwise"
          label={t('table.refresh')}
          onClick={props.onRefresh}
        />
        {props.exports.map((exportAction) => (
          <cp-sl-button
            key={exportAction.label}
            size="small"
            outline
            loading={running === exportAction.label}
            disabled={props.exportsDisabled || (running !== null && running !== exportAction.label)}
            onClick={() => void runExport(exportAction)}
          >
            <cp-sl-icon library={TABLE_ICON_LIBRARY} name="file-earmark-excel" slot="prefix" />
            {exportAction.label}
          </cp-sl-button>
        ))}
      </span>
    </div>
  );
}
