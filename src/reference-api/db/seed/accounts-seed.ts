import { hashToken } from '../../auth/one-time-tokens.ts';
import { hashPassword } from '../../auth/password-hash.ts';
import type { Db } from '../db.ts';

/** The password of every demo account. */
export const demoPassword = 'Portal-demo-2026!';
/** The seeded login token of the demo (client 1001). Unlike real login tokens it stays usable. */
export const demoLoginToken = 'demo-login-token';
/** The TOTP secret of totp@example.com, to add to an authenticator app. */
export const demoTotpSecret = 'JBSWY3DPEHPK3PXP';

/** The demo logins printed at start-up. */
export const demoAccounts = [
  { email: 'customer@example.com', role: 'customer of Van Dijk Verpakkingen B.V. (1001)' },
  { email: 'agent@example.com', role: 'agent for clients 1002, 1003 and 1004' },
  { email: 'staff@example.com', role: 'staff' },
  { email: 'totp@example.com', role: `customer of 1001 with TOTP (secret ${demoTotpSecret})` },
] as const;

const clients = [
  [1001, 'Van Dijk Verpakkingen B.V.', 'C-1001', 'NL', 'Zwolle', 'Industrieweg 12', '8013 NP'],
  [1002, 'Müller Kartonagen GmbH', 'C-1002', 'DE', 'Bielefeld', 'Am Stadtholz 44', '33609'],
  [1003, 'Brightwell Print Ltd', 'C-1003', 'GB', 'Leeds', '7 Kirkstall Road', 'LS3 1JL'],
  [1004, 'Shanghai Huamei Packaging Co., Ltd.', 'C-1004', 'CN', 'Shanghai', '1288 Jiangchang Road', '200072'],
  [1005, 'Nordic Board AB', 'C-1005', 'SE', 'Karlstad', 'Hamngatan 3', '652 24'],
] as const;

// email, type, client, agent, display name, first, last, language id, active, totp secret, has password
// The stored language is the interface language after login (any browser): the demo logins of the
// README (customer, agent, staff, totp) are in the default Dutch; Müller (de), Brightwell (en) and
// Huamei (zh) show the others.
const accounts = [
  [
    'customer@example.com',
    'customer',
    1001,
    null,
    'Sanne de Vries',
    'Sanne',
    'de Vries',
    1,
    true,
    null,
    true,
  ],
  ['agent@example.com', 'agent', null, 1, 'Jonas Weber', 'Jonas', 'Weber', 1, true, null, true],
  ['staff@example.com', 'staff', null, null, 'Eva Jansen', 'Eva', 'Jansen', 1, true, null, true],
  ['totp@example.com', 'customer', 1001, null, 'Tom Bakker', 'Tom', 'Bakker', 1, true, demoTotpSecret, true],
  ['muller@example.com', 'customer', 1002, null, 'Petra Müller', 'Petra', 'Müller', 3, true, null, true],
  [
    'brightwell@example.com',
    'customer',
    1003,
    null,
    'Oliver Hughes',
    'Oliver',
    'Hughes',
    2,
    true,
    null,
    true,
  ],
  ['huamei@example.com', 'customer', 1004, null, '李伟', '伟', '李', 4, true, null, true],
  // activated, then disabled by an administrator (disabled_at, set below)
  ['disabled@example.com', 'customer', 1001, null, 'Daan Smit', 'Daan', 'Smit', 1, true, null, true],
  // the account behind the demo login token: it has no password and logs in only by token
  ['token@example.com', 'customer', 1001, null, 'Van Dijk shop floor', null, null, 1, true, null, false],
] as const;

/** Seeds clients, the agent, the demo accounts and the demo login token. */
export async function seedAccounts(db: Db): Promise<void> {
  const hashes = await Promise.all(
    accounts.map((a) => (a[10] ? hashPassword(demoPassword, { wait: true }) : null)),
  );
  await db.transaction(async (tx) => {
    for (const [id, name, number, country, city, address, postal] of clients) {
      await tx.query(
        `insert into clients (client_id, display_name, customer_number, country_code, city, address_line, postal_code)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [id, name, number, country, city, address, postal],
      );
    }
    await tx.query(
      `insert into agents (agent_id, display_name, email_address) values (1, 'Hanseatic Paper Agency', 'agent@example.com')`,
    );
    await tx.query(`select setval(pg_get_serial_sequence('agents', 'agent_id'), 1)`);
    await tx.query('insert into agent_clients (agent_id, client_id) values (1, 1002), (1, 1003), (1, 1004)');
    for (const [index, a] of accounts.entries()) {
      const [email, type, clientId, agentId, displayName, first, last, languageId, active, totp] = a;
      await tx.query(
        `insert into accounts (email_address, account_type, client_id, agent_id, display_name, first_name, last_name,
                               preferred_language_id, is_active, is_totp_enabled, totp_secret, password_hash)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          email,
          type,
          clientId,
          agentId,
          displayName,
          first,
          last,
          languageId,
          active,
          totp !== null,
          totp,
          hashes[index],
        ],
      );
    }
    await tx.query(`update accounts set disabled_at = now() where email_address = 'disabled@example.com'`);
    await tx.query(
      `insert into one_time_tokens (token_hash, purpose, account_id, client_id, expires_at, reusable)
       select $1, 'login', account_id, 1001, now() + interval '100 years', true
         from accounts where email_address = 'token@example.com'`,
      [hashToken(demoLoginToken)],
    );
  });
}
