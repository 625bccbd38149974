import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../testing/test-app-per-file.ts';
import { createFirstStaffLogin, FIRST_STAFF_LOGIN_KEY } from './first-staff-login.ts';

const api = '/customerportal';
const t = testAppPerFile();
const adminEmail = 'it.admin@mill.example';

const post = (path: string, payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${api}${path}`,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const loginsWith = (email: string) =>
  t.db.query<{ account_type: string; is_active: boolean }>(
    'select account_type, is_active from accounts where lower(email_address) = lower($1)',
    [email],
  );
const forget = () => t.db.query('delete from server_settings where key = $1', [FIRST_STAFF_LOGIN_KEY]);

describe('the first staff login from ADMIN_EMAIL (issue 26 §2)', () => {
  it('given a first start, it makes one Pending staff login and queues its activation mail, which activates a staff member', async () => {
    expect(await createFirstStaffLogin(t.db, t.app.mailSettings, adminEmail)).toBe('created');
    expect(await loginsWith(adminEmail)).toEqual([{ account_type: 'staff', is_active: false }]);
    const mails = await t.mailsTo(adminEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Activate your customer portal account');
    const token = mails[0]!.body.match(/\/auth\/activate\/([\w-]+)/)?.[1];
    expect(token, mails[0]!.body).toBeTruthy();

    const password = 'Corrugated-Kraft-Liner-93';
    const activated = await post('/Authentication/ActivateAccount', { token, password });
    expect(activated.statusCode, activated.body).toBe(204);
    const signedIn = await post('/Authentication/LoginWithCredentials', {
      emailAddress: adminEmail,
      password,
    });
    expect(signedIn.statusCode).toBe(200);
    const employees = await post(
      '/Admin/GetEmployeesTable',
      { page: 1, rowsPerPage: 10, search: adminEmail },
      signedIn.json().accessToken,
    );
    expect(employees.statusCode, employees.body).toBe(200);
    expect(employees.json().items).toMatchObject([{ emailAddress: adminEmail, isSelf: true }]);
  });

  it('given a later start, it leaves everything alone, even with another address or after the login was deleted', async () => {
    expect(await createFirstStaffLogin(t.db, t.app.mailSettings, adminEmail)).toBe('done-before');
    expect(await createFirstStaffLogin(t.db, t.app.mailSettings, 'another.admin@mill.example')).toBe(
      'done-before',
    );
    await t.db.query('delete from accounts where lower(email_address) = lower($1)', [adminEmail]);
    expect(await createFirstStaffLogin(t.db, t.app.mailSettings, adminEmail)).toBe('done-before');
    expect(await loginsWith(adminEmail)).toEqual([]);
    expect(await loginsWith('another.admin@mill.example')).toEqual([]);
    expect(await t.mailsTo('another.admin@mill.example')).toEqual([]);
  });

  it('given an address a login already has, it creates nothing and records that it is done', async () => {
    await forget();
    expect(await createFirstStaffLogin(t.db, t.app.mailSettings, 'customer@example.com')).toBe(
      'address-taken',
    );
    expect(await loginsWith('customer@example.com')).toEqual([{ account_type: 'customer', is_active: true }]);
    expect(await t.mailsTo('customer@example.com')).toEqual([]);
    expect(await createFirstStaffLogin(t.db, t.app.mailSettings, 'third.admin@mill.example')).toBe(
      'done-before',
    );
  });

  it('given two instances starting together, one of them makes the login', async () => {
    await forget();
    const both = await Promise.all([
      createFirstStaffLogin(t.db, t.app.mailSettings, 'twice@mill.example'),
      createFirstStaffLogin(t.db, t.app.mailSettings, 'twice@mill.example'),
    ]);
    expect(both.sort()).toEqual(['created', 'done-before']);
    expect(await loginsWith('twice@mill.example')).toHaveLength(1);
    expect(await t.mailsTo('twice@mill.example')).toHaveLength(1);
  });
});
