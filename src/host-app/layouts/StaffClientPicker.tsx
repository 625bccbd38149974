import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchClients } from '../../core/api/browser-contract/admin-clients.ts';
import type { Client } from '../../core/api/contract/agent.ts';
import { chooseClient } from '../../core/preferences/client-selection.ts';
import { SEARCH_DEBOUNCE_MS } from '../../core/table/debounce.ts';
import { hostRuntime } from '../runtime/host-runtime.ts';
import { usePreferences } from '../runtime/use-runtime-state.ts';

/**
 * Staff's client picker: the client acted for, and a search across every client (by name or
 * customer number, on the server) whose results are buttons. The pick is the page-wide selected
 * client, so every element follows it; their data is refetched as on an agent's switch.
 */
export function StaffClientPicker({ onPicked }: { onPicked: () => void }) {
  const runtime = hostRuntime();
  const { t } = useTranslation();
  const id = useId();
  const { selectedClient } = usePreferences(runtime);
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const results = useQuery({
    queryKey: ['staff', 'clientSearch', search],
    queryFn: ({ signal }) => runtime.api.call(searchClients, { query: { search }, signal }),
    enabled: search !== '',
    placeholderData: keepPreviousData,
  });

  const pick = (client: Client) => {
    runtime.preferences.set(chooseClient([client], client.clientId));
    setText('');
    setSearch('');
    onPicked();
  };

  return (
    <div className="field client-select client-picker">
      <label htmlFor={id}>{t('nav.client')}</label>
      <p className={selectedClient ? 'client-current' : 'client-current none'} id={`${id}-current`}>
        {selectedClient?.displayName ?? t('nav.noClient')}
      </p>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={t('nav.clientSearch')}
        aria-describedby={`${id}-current`}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      {search !== '' && text.trim() !== '' && results.data ? (
        results.data.length === 0 ? (
          <p className="client-results-empty" role="status">
            {t('nav.clientSearchNone')}
          </p>
        ) : (
          <ul className="client-results" aria-label={t('nav.clientSearchResults')}>
            {results.data.map((client) => (
              <li key={client.clientId}>
                <button
                  type="button"
                  className="client-result"
                  aria-current={client.clientId === selectedClient?.clientId ? 'true' : undefined}
                  onClick={() => pick(client)}
                >
                  {client.displayName}
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
