import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../../testing/test-app-per-file.ts';

const t = testAppPerFile({ logins: { customer: 'customer@example.com', agent: 'agent@example.com' } });
/** The authorization header of one of the file's logins. */
const bearer = (login: keyof typeof t.tokens) => ({ authorization: `Bearer ${t.tokens[login]}` });

const getMemo = (memoType: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/customerportal/Memos/GetMemo?memoType=${memoType}`, headers });

describe('GetMemo', () => {
  it("given the demo customer, the client's own dashboard memo wins over the general one", async () => {
    const response = await getMemo('Dashboard', bearer('customer'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ memoType: 'Dashboard' });
    expect(response.json().memoContents).toContain('Van Dijk');
  });

  it('given an agent, it answers the general memo', async () => {
    const memo = (await getMemo('Dashboard', bearer('agent'))).json();
    expect(memo.memoContents).toContain('Order deadline');
  });

  it('given a newer general memo, it answers the newest', async () => {
    await t.db.query(
      "insert into memos (memo_type, memo_contents, created_at) values ('Login', '<p>Newest</p>', now())",
    );
    expect((await getMemo('Login', bearer('agent'))).json().memoContents).toBe('<p>Newest</p>');
  });

  it('given a type without memo, it answers null', async () => {
    const response = await getMemo('Invoices', bearer('customer'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('given a malformed memo type, it answers 400', async () => {
    expect((await getMemo('%3Cscript%3E', bearer('customer'))).statusCode).toBe(400);
  });
});

describe('GetLoginMemo (the login page, before any session)', () => {
  const getLoginMemo = () => t.app.inject({ method: 'GET', url: '/customerportal/Memos/GetLoginMemo' });

  it('without a token, it answers the newest general login memo', async () => {
    await t.db.query(
      "insert into memos (memo_type, memo_contents, created_at) values ('Login', '<p>Login news</p>', now() + interval '1 minute')",
    );
    const response = await getLoginMemo();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ memoType: 'Login', memoContents: '<p>Login news</p>' });
  });

  it("never answers a client's own login memo to an unknown visitor", async () => {
    await t.db.query(
      "insert into memos (memo_type, memo_contents, created_at, client_id) values ('Login', '<p>Only for 1001</p>', now() + interval '1 hour', 1001)",
    );
    expect((await getLoginMemo()).json().memoContents).toBe('<p>Login news</p>');
  });

  it('given no login memo at all, it answers null', async () => {
    await t.db.query("delete from memos where memo_type = 'Login'");
    const response = await getLoginMemo();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });
});
