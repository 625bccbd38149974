import '@shoelace-style/shoelace/dist/components/button/button.js';
import type { ReactNode } from 'react';
import '../dialog/dialog-shoelace.ts';
import { TABLE_ICON_LIBRARY } from '../data-table/table-icons.ts';

export interface AdminSectionProps {
  /** The `id` of the heading, for `aria-labelledby`. */
  headingId: string;
  title: string;
  /** The "New …" button's label; no button without it. */
  createLabel?: string;
  onCreate?: () => void;
  children: ReactNode;
}

/** The frame of an admin screen: its heading with the "New …" button, then the table and dialogs. */
export function AdminSection({ headingId, title, createLabel, onCreate, children }: AdminSectionProps) {
  return (
    <section className="admin" aria-labelledby={headingId}>
      <header className="admin__header">
        <h2 id={headingId} part="title" className="title admin__title">
          {title}
        </h2>
        {createLabel && onCreate && (
          <cp-sl-button variant="primary" part="create-button" onClick={onCreate}>
            <cp-sl-icon slot="prefix" library={TABLE_ICON_LIBRARY} name="plus-lg" />
            {createLabel}
          </cp-sl-button>
        )}
      </header>
      {children}
    </section>
  );
}
