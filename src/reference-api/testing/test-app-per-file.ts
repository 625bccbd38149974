import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

/** The file's test app, with an access token for each login it was asked for. */
export interface TestAppFixture<Login extends string> extends TestApp {
  /** The access tokens of `logins`, by the names given there. */
  tokens: Readonly<Record<Login, string>>;
}

/**
 * The set-up the API area tests share: one test app for the test file, built (and its `logins`
 * signed in) in a `beforeAll` and closed in an `afterAll`. Its members may be used in tests and
 * hooks, once the app is built.
 */
export function testAppPerFile<Login extends string = never>(
  options: TestAppOptions & { logins?: Readonly<Record<Login, string>> } = {},
): TestAppFixture<Login> {
  const { logins, ...appOptions } = options;
  const tokens = {} as Record<Login, string>;
  let built: TestApp | undefined;
  const app = () => {
    if (!built) throw new Error('The test app is built in beforeAll: use it in tests and hooks.');
    return built;
  };
  beforeAll(async () => {
    built = await createTestApp(appOptions);
    for (const [name, email] of Object.entries(logins ?? {}) as [Login, string][])
      tokens[name] = (await built.login(email)).accessToken;
  }, 60_000);
  afterAll(() => built?.close());
  return {
    get app() {
      return app().app;
    },
    get db() {
      return app().db;
    },
    login: (email) => app().login(email),
    mailsTo: (to) => app().mailsTo(to),
    close: () => app().close(),
    tokens,
  };
}
