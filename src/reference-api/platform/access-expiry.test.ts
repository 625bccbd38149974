import { expect, it } from 'vitest';
import { testAppPerFile } from '../testing/test-app-per-file.ts';

const t = testAppPerFile({ accessTokenTtlSeconds: 3 });

it('given an access token past its expiry it answers 401, and a refresh gives a working one', async () => {
  const pair = await t.login('customer@example.com');
  const profile = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/customerportal/Account/GetProfile',
      headers: { authorization: `Bearer ${token}` },
    });
  // exp is whole seconds (floor(now) + ttl), so a fresh token lives between ttl − 1 and ttl
  // seconds: with 3 s it is surely valid now and surely expired 3.1 s later.
  expect((await profile(pair.accessToken)).statusCode).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 3100));
  expect((await profile(pair.accessToken)).statusCode).toBe(401);
  const refreshed = await t.app.inject({
    method: 'POST',
    url: '/customerportal/Authentication/RefreshAccessToken',
    payload: pair,
  });
  expect(refreshed.statusCode).toBe(200);
  expect((await profile(refreshed.json().accessToken)).statusCode).toBe(200);
});
