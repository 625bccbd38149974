import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/option/option.js';
import '@shoelace-style/shoelace/dist/components/select/select.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import { useState } from 'react';
import '../../ui/dialog/dialog-shoelace.ts';
import type { AgentRow } from '../../core/api/contract/admin-agents.ts';
import type { Client } from '../../core/api/contract/agent.ts';
import { useAdminAction } from '../../ui/admin/use-admin-action.ts';
import { isOwnEvent } from '../../ui/dialog/dialog-close.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import { StatusAlert } from '../../ui/status-alert/StatusAlert.tsx';
import { useAgentClients } from './use-agent-clients.ts';
import type { AgentsApi } from './use-agents-api.ts';

export interface AgentClientsDialogProps {
  open: boolean;
  /** The agent whose clients are shown; null while none was chosen yet. */
  agent: AgentRow | null;
  api: AgentsApi;
  /** After a client was linked or unlinked (the table's client count changed). */
  onChanged: () => void;
  onClose: () => void;
}

/** The clients an agent acts for, each with Unlink, and a choice of the other clients to Link. */
export function AgentClientsDialog({ open, agent, api, onChanged, onClose }: AgentClientsDialogProps) {
  const { t } = usePortalTranslation('admin-agents');
  const { t: admin } = usePortalTranslation('admin');
  return (
    <cp-sl-dialog
      class="cp-dialog agent-clients"
      label={agent ? t('clients.title', { name: agent.displayName }) : t('clients.action')}
      open={open}
      onsl-after-hide={(event) => {
        // A hide that ends after the dialog was opened again (for another agent) closes nothing.
        if (isOwnEvent(event) && !(event.target as HTMLElement & { open: boolean }).open) onClose();
      }}
    >
      {open && agent && <AgentClientsBody agent={agent} api={api} onChanged={onChanged} />}
      <cp-sl-button slot="footer" variant="default" onClick={onClose}>
        {admin('actions.close')}
      </cp-sl-button>
    </cp-sl-dialog>
  );
}

/** The select's listbox floats over the dialog instead of being clipped by its scrolling body. */
function hoistListbox(select: HTMLElement | null) {
  if (select) (select as HTMLElement & { hoist: boolean }).hoist = true;
}

/** The dialog's content, mounted while open so each opening loads afresh. */
function AgentClientsBody({
  agent,
  api,
  onChanged,
}: {
  agent: AgentRow;
  api: AgentsApi;
  onChanged: () => void;
}) {
  const { t } = usePortalTranslation('admin-agents');
  const { t: admin } = usePortalTranslation('admin');
  const { t: portal } = usePortalTranslation('portal');
  const runtime = useRuntime();
  const clients = useAgentClients(api, agent.id, true);
  const action = useAdminAction();
  const [chosen, setChosen] = useState('');

  const change = async (client: Client, linking: boolean) => {
    const done = linking
      ? await action.run(() => api.link(agent.id, client.clientId).then(() => true), 'failures.client.link')
      : await action.run(
          () => api.unlink(agent.id, client.clientId).then(() => true),
          'failures.client.unlink',
        );
    if (!done) return;
    if (linking) setChosen('');
    await clients.refresh();
    onChanged();
    runtime.snackbar.show(
      t(linking ? 'clients.linked' : 'clients.unlinked', {
        client: client.displayName,
        agent: agent.displayName,
      }),
      'success',
    );
  };

  if (clients.loading) {
    return (
      <div className="agent-clients__loading" role="status">
        <cp-sl-spinner />
        <span>{portal('common.loading')}</span>
      </div>
    );
  }
  if (clients.failed) return <StatusAlert variant="danger" message={admin('failures.client.get')} />;

  const chosenClient = clients.unlinked.find((client) => String(client.clientId) === chosen);
  return (
    <div className="agent-clients__body" aria-busy={action.busy}>
      <h3 className="agent-clients__heading">{t('clients.linkedHeading')}</h3>
      {clients.linked.length === 0 ? (
        <p className="agent-clients__empty">{t('clients.none')}</p>
      ) : (
        <ul className="agent-clients__list">
          {clients.linked.map((client) => (
            <li key={client.clientId} className="agent-clients__item">
              <span className="agent-clients__name">{client.displayName}</span>
              <cp-sl-button
                size="small"
                variant="default"
                disabled={action.busy}
                onClick={() => void change(client, false)}
              >
                {t('clients.unlink')}
                {/* aria-label on sl-button would not reach its inner button: the name goes in the text. */}
                <span className="cp-visually-hidden"> {client.displayName}</span>
              </cp-sl-button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="agent-clients__link"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (chosenClient && !action.busy) void change(chosenClient, true);
        }}
      >
        <cp-sl-select
          class="cp-field agent-clients__select"
          label={t('clients.choose')}
          placeholder={clients.unlinked.length === 0 ? t('clients.noneLeft') : t('clients.choosePlaceholder')}
          value={chosen}
          disabled={action.busy || clients.unlinked.length === 0}
          ref={hoistListbox}
          onsl-change={(event) => setChosen((event.target as HTMLSelectElement).value)}
        >
          {clients.unlinked.map((client) => (
            <cp-sl-option key={client.clientId} value={String(client.clientId)}>
              {client.displayName}
            </cp-sl-option>
          ))}
        </cp-sl-select>
        <cp-sl-button
          type="submit"
          variant="primary"
          disabled={!chosenClient || action.busy}
          loading={action.busy}
        >
          {t('clients.link')}
        </cp-sl-button>
      </form>
      <StatusAlert variant="danger" message={action.error} />
    </div>
  );
}
