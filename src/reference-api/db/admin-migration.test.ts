import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { openTestDb } from '../testing/test-db.ts';
import { migrate } from './migrate.ts';

const migrations = fileURLToPath(new URL('./migrations/', import.meta.url));
const before033 = mkdtempSync(join(tmpdir(), 'migrations-'));
for (const file of readdirSync(migrations).filter((f) => f < '033')) {
  cpSync(join(migrations, file), join(before033, file));
}
afterAll(() => rmSync(before033, { recursive: true, force: true }));

it('033_admin turns disabled logins into activated ones with disabled_at, and logs the mails already sent', async () => {
  const db = await openTestDb();
  try {
    await migrate(db, before033);
    await db.query(
      `insert into clients (client_id, display_name, customer_number, country_code) values (1, 'A', 'A-1', 'NL')`,
    );
    await db.query(
      `insert into accounts (email_address, account_type, client_id, is_active, password_hash)
       values ('disabled@x.test', 'customer', 1, false, 'hash'), ('pending@x.test', 'customer', 1, false, null)`,
    );
    await db.query(
      `insert into outbox (status, subject, log_message, sent_at) values ('Sent', 'One', 'Delivered', now()), ('Queued', 'Two', null, null)`,
    );
    expect(await migrate(db)).toContain('033_admin.sql');
    expect(
      await db.query(
        'select email_address, is_active, disabled_at is not null as disabled from accounts order by email_address',
      ),
    ).toEqual([
      { email_address: 'disabled@x.test', is_active: true, disabled: true },
      { email_address: 'pending@x.test', is_active: false, disabled: false },
    ]);
    expect(
      await db.query('select email_id, event, message from outbox_log order by email_id, outbox_log_id'),
    ).toEqual([
      { email_id: 1, event: 'Queued', message: '' },
      { email_id: 1, event: 'Sent', message: 'Delivered' },
      { email_id: 2, event: 'Queued', message: '' },
    ]);
    const [client] = await db.query<{ client_id: number }>(
      `insert into clients (display_name, customer_number, country_code) values ('B', 'B-1', 'NL') returning client_id`,
    );
    expect(client!.client_id).toBeGreaterThan(2000);
  } finally {
    await db.close();
  }
});
