import { useCallback, useEffect, useMemo, useState } from 'react';
import { dateLocaleFor } from '../../core/i18n/supported-languages.ts';
import type { FormBinding } from '../../ui/form/use-form-validator.ts';
import type { ContactField } from './contact-form-rules.ts';
import { useClientPrefill } from './use-client-prefill.ts';
import type { useContactClient, useContactData } from './use-contact-data.ts';

/** A country's name in the interface language (`NL` → Nederland / Netherlands / Niederlande / 荷兰). */
function countryName(code: string | undefined, language: string): string | undefined {
  if (!code) return undefined;
  try {
    return new Intl.DisplayNames([dateLocaleFor(language)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * What the profile and the customer the message is for tell the form, once both lists of this
 * client have settled: a field still holding what was prefilled follows a change (another client
 * chosen, another language for the country); what the user edited stays, and a client change says
 * so (`clientChange.kept`). `settled` is false while the form may still hold the previous client's
 * details; a submit then sets `waitingForClient` until they are in.
 */
export function useContactPrefill(
  form: FormBinding<ContactField>,
  client: ReturnType<typeof useContactClient>,
  { salesManagers, profile, customer }: ReturnType<typeof useContactData>,
  language: string,
) {
  const settled = !customer.isPending && !salesManagers.isPending;
  const prefill = useMemo(() => {
    if (!settled) return null;
    const managers = salesManagers.data ?? [];
    const clientName = customer.data?.displayName ?? client.displayName ?? '';
    const values: Partial<Record<ContactField, string>> = {
      contactName: profile.data?.displayName,
      contactEmailAddress: profile.data?.emailAddress,
      customerDisplayName: clientName || undefined,
      customerNumber: customer.data?.customerNumber,
      customerCountry: countryName(customer.data?.countryCode, language),
      salesManagerId: managers.length === 1 ? String(managers[0]?.salesManagerId) : undefined,
    };
    return { client: String(client.clientId ?? 'own'), clientName, values };
  }, [
    settled,
    profile.data,
    customer.data,
    client.clientId,
    client.displayName,
    language,
    salesManagers.data,
  ]);
  // A sales manager the client does not have cannot be kept: the choice is made anew.
  const usable = useCallback(
    (field: ContactField, value: string) =>
      field !== 'salesManagerId' ||
      (salesManagers.data ?? []).some((m) => String(m.salesManagerId) === value),
    [salesManagers.data],
  );
  const clientChange = useClientPrefill(form, prefill, usable);
  const [waitingForClient, setWaitingForClient] = useState(false);
  useEffect(() => {
    if (settled) setWaitingForClient(false);
  }, [settled]);
  return { settled, clientChange, waitingForClient, waitForClient: () => setWaitingForClient(true) };
}
