// Lighthouse (the npm package, Debian's Chromium) on the host's dashboard, signed in: its
// performance and accessibility scores under the default config, which is the mobile preset
// (Moto G Power emulation, simulated slow 4G and 4× CPU slow-down).
//
// Signing in without Puppeteer's login flow: each run launches its own Chromium (fresh profile,
// empty HTTP cache), opens the API's health URL on the server's origin — JSON, so nothing of the
// portal is cached — and writes the session's tokens into localStorage there, where the host reads
// them (DEFAULT_PORTAL_CONFIG.storagePrefix). Lighthouse then audits `/` on the same page with
// `disableStorageReset`, which keeps the storage (and so the session) it would otherwise clear.
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import { chromiumArgs } from '../web-test-runner.config.mjs';
import { progress } from './bench-setup.mjs';
import { stats } from './elements-bench.mjs';

// chrome-launcher and puppeteer-core are Lighthouse's own dependencies: resolved from its folder.
const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
const chromeLauncher = fromLighthouse('chrome-launcher');
const puppeteer = fromLighthouse('puppeteer-core');

/** The host's storage prefix: DEFAULT_PORTAL_CONFIG.storagePrefix in src/core/config/portal-config.ts. */
const HOST_STORAGE_PREFIX = 'paperfield.customer-portal.';

/**
 * One Lighthouse run of the dashboard at `origin` with the session `tokens`: the two scores
 * (0–100), the metrics behind the performance score, and the accessibility audits that failed.
 */
export async function lighthouseDashboard(origin, tokens) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: chromiumArgs,
  });
  let browser;
  try {
    browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const page = await browser.newPage();
    await page.goto(`${origin}/customerportal/health`);
    await page.evaluate(
      (prefix, { accessToken, refreshToken }) => {
        localStorage.setItem(`${prefix}accessToken`, accessToken);
        localStorage.setItem(`${prefix}refreshToken`, refreshToken);
      },
      HOST_STORAGE_PREFIX,
      tokens,
    );
    const result = await lighthouse(
      `${origin}/`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
      },
      undefined,
      page,
    );
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const finalUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl;
    if (new URL(finalUrl).pathname !== '/')
      throw new Error(`lighthouse audited ${finalUrl}, not the dashboard`);
    const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      metrics: {
        fcpMs: metric('first-contentful-paint'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        speedIndexMs: metric('speed-index'),
      },
      failedAccessibilityAudits: lhr.categories.accessibility.auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
        .map((ref) => ref.id),
      // What the README's sentence on a missed target stands on.
      diagnostics: {
        layoutShifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => ({
          score: item.score,
          selector: item.node?.selector,
        })),
        lcpPhases: (lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? []).map(
          (item) => ({ phase: item.phase, ms: item.timing }),
        ),
        bootup: (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 4).map((item) => ({
          url: new URL(item.url, origin).pathname,
          ms: item.total,
        })),
        totalByteWeight: lhr.audits['total-byte-weight']?.numericValue,
        // The main thread's long tasks (what TBT sums past 50 ms each), the longest first.
        longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).slice(0, 6).map((item) => ({
          url: item.url,
          startMs: Math.round(item.startTime),
          durationMs: Math.round(item.duration),
        })),
        unusedJavaScriptBytes: lhr.audits['unused-javascript']?.details?.overallSavingsBytes,
      },
      lighthouseVersion: lhr.lighthouseVersion,
    };
  } finally {
    await browser?.disconnect();
    chrome.kill();
  }
}

/**
 * `runs` Lighthouse runs of the dashboard, each in its own Chromium with a new session: the
 * scores and the metrics as median, min and max, and every accessibility audit failed in any run.
 */
export async function benchLighthouse(server, { runs = 5 } = {}) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    progress(`Lighthouse run ${run + 1} of ${runs}`);
    // Lighthouse sometimes fails to record its trace (NO_NAVSTART, "run Lighthouse again"): a run
    // gets three attempts, each in a new Chromium.
    for (let attempt = 1; ; attempt++) {
      try {
        await server.revive();
        results.push({ ...(await lighthouseDashboard(server.origin, await server.logIn())), attempt });
        break;
      } catch (error) {
        if (attempt === 3) throw error;
        progress(`Lighthouse attempt ${attempt} failed (${error.message.split('\n')[0]}): again`);
      }
    }
  }
  const metric = (key) => stats(results.map((r) => r.metrics[key])).median;
  return {
    version: results[0].lighthouseVersion,
    runs,
    performance: stats(results.map((r) => r.performance)),
    accessibility: stats(results.map((r) => r.accessibility)),
    metrics: Object.fromEntries(Object.keys(results[0].metrics).map((key) => [key, metric(key)])),
    failedAccessibilityAudits: [...new Set(results.flatMap((r) => r.failedAccessibilityAudits))],
    results,
  };
}
