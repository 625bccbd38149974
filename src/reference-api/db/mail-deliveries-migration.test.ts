import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { openTestDb } from '../testing/test-db.ts';
import { migrate } from './migrate.ts';

const migrations = fileURLToPath(new URL('./migrations/', import.meta.url));
const before041 = mkdtempSync(join(tmpdir(), 'migrations-'));
for (const file of readdirSync(migrations).filter((f) => f < '041')) {
  cpSync(join(migrations, file), join(before041, file));
}
afterAll(() => rmSync(before041, { recursive: true, force: true }));

it('041_mail_deliveries blanks the live tokens of mails logged before it, also behind a crafted Host', async () => {
  const db = await openTestDb();
  try {
    await migrate(db, before041);
    const token = 'oEBfbHXOK3IlhTwbiM3vwXjJaM5oTo-i0w9L__X8PLA';
    const crafted = `<a href="http://evil.example/auth/token/auth/reset-password/${token}">reset</a>`;
    const plain = `<a href="http://localhost:8080/auth/activate/${token}">activate</a>`;
    const contact = '<p>Order 4711 is late</p>';
    await db.query(
      `insert into outbox (status, subject, body) values ('Sent', 'Reset', $1), ('Sent', 'Activate', $2), ('Sent', 'Contact', $3)`,
      [crafted, plain, contact],
    );
    expect(await migrate(db)).toContain('041_mail_deliveries.sql');
    const bodies = (await db.query<{ body: string }>('select body from outbox order by email_id')).map(
      (row) => row.body,
    );
    expect(bodies).toEqual([
      '<a href="http://evil.example/auth/token/auth/reset-password/••••••">reset</a>',
      '<a href="http://localhost:8080/auth/activate/••••••">activate</a>',
      contact,
    ]);
    expect(await db.query('select * from mail_deliveries')).toEqual([]);
  } finally {
    await db.close();
  }
});
