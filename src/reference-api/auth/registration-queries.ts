import type { Db } from '../db/db.ts';

/** The statements of a self-registration (registration-routes.ts). */

/** The active client with this customer number (case-insensitive), or null. */
export async function activeClientOfCustomerNumber(db: Db, customerNumber: string): Promise<number | null> {
  const [client] = await db.query<{ client_id: number }>(
    'select client_id from clients where lower(customer_number) = lower($1) and is_active',
    [customerNumber],
  );
  return client?.client_id ?? null;
}

/** The language with this id, or without one the language of `fallbackCode`; null when none is. */
export async function languageIdOf(
  db: Db,
  languageId: number | null,
  fallbackCode: string,
): Promise<number | null> {
  const [language] = await db.query<{ language_id: number; code: string }>(
    'select language_id, code from languages where language_id = $1 or ($1 is null and code = $2)',
    [languageId, fallbackCode],
  );
  return language?.language_id ?? null;
}

/**
 * Stores a registration: a customer login awaiting approval, without password. "On conflict do
 * nothing": the same address registering twice at once leaves one request.
 */
export async function insertRegistration(
  db: Db,
  registration: {
    emailAddress: string;
    clientId: number | null;
    displayName: string;
    firstName: string;
    lastName: string;
    languageId: number | null;
    companyName: string;
    customerNumber: string;
  },
): Promise<void> {
  await db.query(
    `insert into accounts (email_address, account_type, client_id, display_name, first_name, last_name,
                           preferred_language_id, is_active, awaiting_approval,
                           registered_company_name, registered_customer_number)
     values ($1, 'customer', $2, $3, $4, $5, $6, false, true, $7, $8)
     on conflict do nothing`,
    [
      registration.emailAddress,
      registration.clientId,
      registration.displayName,
      registration.firstName,
      registration.lastName,
      registration.languageId,
      registration.companyName,
      registration.customerNumber,
    ],
  );
}
