import { useQuery } from '@tanstack/react-query';
import { getAgentOptions } from '../../core/api/browser-contract/admin-agents.ts';
import { getClients } from '../../core/api/browser-contract/agent.ts';
import { getLanguages } from '../../core/api/browser-contract/language.ts';
import { SUPPORTED_LANGUAGES, toSupportedLanguage } from '../../core/i18n/supported-languages.ts';
import { CLIENTS_QUERY_KEY } from '../../ui/element/use-page-session.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import type { SelectOption } from '../../ui/form/SelectField.tsx';
import { useMayCall } from '../../ui/may-call/use-may-call.ts';

/** What the create and edit dialogs offer to choose from, loaded while a dialog is open. */
export interface LoginChoices {
  /** The clients a customer login can belong to: every client for staff, an agent's own (with `owners`). */
  clients: readonly SelectOption[];
  /** The agents an agent login can belong to; empty when the caller may not create agent logins. */
  agents: readonly SelectOption[];
  /** The server's languages by their own names. */
  languages: readonly SelectOption[];
  /** Whether the caller may create agent logins (staff: it may list the agents). */
  mayChooseAgent: boolean;
  /** True while a list is still on its way. */
  loading: boolean;
  /** True when a list could not be loaded. */
  failed: boolean;
}

// Lists change rarely; a dialog opened again within a minute reuses them.
const STALE_MS = 60_000;

/**
 * Loads what a login form offers: the languages, and with `owners` the clients and agents a new
 * login can belong to. Nothing is loaded while `enabled` is false (the dialog is closed).
 */
export function useLoginChoices(enabled: boolean, { owners }: { owners: boolean }): LoginChoices {
  const { api } = useRuntime();
  const mayChooseAgent = useMayCall(getAgentOptions);
  // The same key as the page session's agent client list: one request per page, whoever asks.
  const clients = useQuery({
    queryKey: CLIENTS_QUERY_KEY,
    queryFn: ({ signal }) => api.call(getClients, { signal }),
    enabled: enabled && owners,
    staleTime: STALE_MS,
  });
  const agents = useQuery({
    queryKey: ['admin', 'agentOptions'],
    queryFn: ({ signal }) => api.call(getAgentOptions, { signal }),
    enabled: enabled && owners && mayChooseAgent,
    staleTime: STALE_MS,
  });
  // The same key as the host's language switch and the settings' language card.
  const languages = useQuery({
    queryKey: ['language', 'languages'],
    queryFn: ({ signal }) => api.call(getLanguages, { signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const queries = [languages, ...(owners ? [clients] : []), ...(owners && mayChooseAgent ? [agents] : [])];
  return {
    clients: (clients.data ?? []).map((client) => ({
      value: String(client.clientId),
      label: client.displayName,
    })),
    agents: mayChooseAgent
      ? (agents.data ?? []).map((agent) => ({ value: String(agent.agentId), label: agent.displayName }))
      : [],
    languages: (languages.data ?? []).map((language) => ({
      value: String(language.languageId),
      label: languageName(language.code),
    })),
    mayChooseAgent,
    loading: enabled && queries.some((query) => query.isPending),
    failed: queries.some((query) => query.isError),
  };
}

/** A server language by its own name (Nederlands, English, …), else by its code. */
function languageName(code: string): string {
  const supported = toSupportedLanguage(code);
  return SUPPORTED_LANGUAGES.find((language) => language.code === supported)?.label ?? code;
}
