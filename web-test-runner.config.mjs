// Element and browser tests run in real Chromium (Debian's, no browser download) through
// @web/test-runner. React 19 ships CommonJS and our code imports Vite-only things, so every module
// request is answered by a Vite dev server running in middleware mode inside this process; the
// reference API runs in-process too, on an in-memory database, so tests hit real HTTP.
import { writeFileSync } from 'node:fs';
import { defaultReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { createServer } from 'vite';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** @type {import('vite').ViteDevServer | undefined} */
let vite;
/** @type {{ app: import('fastify').FastifyInstance, db: import('./src/reference-api/db/db.ts').Db, close(): Promise<void> } | undefined} */
let api;

const VITE_PREFIXES = [
  '/src/',
  '/tests/browser/',
  '/node_modules/',
  '/@vite/',
  '/@id/',
  '/@fs/',
  '/@react-refresh',
  '/locales/',
];

/**
 * With WTR_RESULTS_FILE set (scripts/test-repeat.mjs), also writes every test's outcome there as
 * JSON lines `{ file, test, passed, error }`: a file that failed as a whole counts as one test.
 */
function resultsFileReporter(path) {
  return {
    onTestRunFinished({ sessions }) {
      const results = [];
      const visit = (file, suite, prefix) => {
        for (const test of suite.tests)
          if (!test.skipped)
            results.push({
              file,
              test: [...prefix, test.name].join(' › '),
              passed: test.passed,
              error: test.error?.message,
            });
        for (const child of suite.suites) visit(file, child, [...prefix, child.name]);
      };
      for (const session of sessions) {
        const file = session.testFile.replace(`${process.cwd()}/`, '');
        if (session.testResults) visit(file, session.testResults, []);
        if (session.errors.length > 0)
          results.push({ file, test: '(the file itself)', passed: false, error: session.errors[0].message });
      }
      writeFileSync(path, results.map((result) => JSON.stringify(result)).join('\n'));
    },
  };
}

export default {
  // tests/browser: browser tests of no one module (e.g. a page with its own Shoelace beside ours).
  files: ['src/**/*.browser.test.{ts,tsx}', 'tests/browser/**/*.browser.test.{ts,tsx}'],
  reporters: [
    defaultReporter(),
    ...(process.env.WTR_RESULTS_FILE ? [resultsFileReporter(process.env.WTR_RESULTS_FILE)] : []),
  ],
  // WTR_PORT: a second run beside this one (e.g. test:repeat in another checkout) needs its own port.
  port: Number(process.env.WTR_PORT ?? 8765),
  nodeResolve: false,
  concurrency: 1,
  testsFinishTimeout: 180_000,
  testFramework: { config: { timeout: 20_000 } },
  // "ResizeObserver loop completed with undelivered notifications" is no failure: the browser reports
  // it when observers (the virtualised table's row measuring) change layout and the next frame comes
  // late, as on a busy machine, and delivers the rest in that frame. Mocha's window.onerror would fail
  // whatever test runs then, so a listener registered before it stops that one message.
  testRunnerHtml: (testFramework) => `<!DOCTYPE html><html><head><script>
    window.addEventListener('error', (event) => {
      if (String(event.message).startsWith('ResizeObserver loop')) event.stopImmediatePropagation();
    });
  </script></head><body><script type="module" src="${testFramework}"></script></body></html>`,
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    }),
  ],
  plugins: [
    {
      name: 'vite-and-reference-api',
      async serverStart() {
        vite = await createServer({
          configFile: 'vite.config.ts',
          server: { middlewareMode: true, hmr: false },
          appType: 'custom',
          optimizeDeps: { noDiscovery: false },
        });
        const { createTestApp } = await vite
          .ssrLoadModule('/src/reference-api/testing/test-app.ts')
          .catch(() => ({}));
        if (createTestApp) {
          api = await createTestApp({ scale: 'small' });
          await api.app.ready();
        }
      },
      async serverStop() {
        await api?.close();
        await vite?.close();
      },
      // Test-only views of what the in-process reference API stored, for checks the API has no
      // call for (browser side: executeServerCommand from @web/test-runner-commands). Answers are
      // wrapped: the runner takes a bare null for "unknown command".
      async executeCommand({ command, payload }) {
        if (!api) return undefined;
        if (command === 'reference-api:upload') {
          const [row] = await api.db.query(
            // The file is its chunk rows in offset order (migration 036).
            `select encode(sha256(coalesce((select string_agg(c.data, ''::bytea order by c.byte_offset)
                      from upload_chunks c where c.upload_id = u.upload_id), ''::bytea)), 'hex') as sha256,
                    filename, content_type as "contentType", size::float8 as size, status
               from uploads u where upload_id = $1`,
            [payload.uploadId],
          );
          return { upload: row ?? null };
        }
        // The mails to an address, newest first: the API itself has no mailbox (DESIGN.md "Security stance").
        if (command === 'reference-api:mails-to') {
          const { outboxMailsTo } = await vite.ssrLoadModule('/src/reference-api/testing/test-app.ts');
          await api.app.mailJobs.idle();
          return { mails: await outboxMailsTo(api.db, payload.to) };
        }
        if (command === 'reference-api:outbox-attachments') {
          const [row] = await api.db.query('select attachments from outbox where email_id = $1', [
            payload.emailId,
          ]);
          return { attachments: row?.attachments ?? null };
        }
        return undefined;
      },
    },
  ],
  middleware: [
    async function referenceApi(context, next) {
      if (!api || !context.path.startsWith('/customerportal/')) return next();
      const response = await api.app.inject({
        method: context.method,
        url: context.url,
        headers: context.headers,
        payload: ['GET', 'HEAD'].includes(context.method) ? undefined : context.req,
      });
      context.status = response.statusCode;
      for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined && name !== 'content-length' && name !== 'transfer-encoding') {
          context.set(name, Array.isArray(value) ? value.map(String) : String(value));
        }
      }
      context.body = response.rawPayload;
    },
    function viteModules(context, next) {
      const wtrOwn = context.path.startsWith('/__web-dev-server') || context.path.startsWith('/__wtr');
      const isViteRequest = VITE_PREFIXES.some((prefix) => context.path.startsWith(prefix));
      if (!vite || wtrOwn || !isViteRequest) return next();
      return new Promise((resolve, reject) => {
        context.respond = false;
        // Vite answers module requests; whatever it passes on goes back to the runner.
        vite.middlewares(context.req, context.res, (error) => {
          context.respond = true;
          if (error) reject(error);
          else next().then(resolve, reject);
        });
      });
    },
  ],
};
