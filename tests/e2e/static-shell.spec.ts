import { expect, type Page, test } from '@playwright/test';
import { logIn } from './support.ts';

// index.html's static shell (scripts/vite-static-shell.mjs, docs/screens/shell.md#static-shell): the
// login card or the portal's frame is painted before the host's entry script has run, in the stored
// language and theme, and React's first layout takes its place in the same frame, at the same place.

/** Holds the host's entry script (index.html's module script) until `release()` is called. */
async function holdEntryScript(page: Page): Promise<() => void> {
  const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
  const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
  expect(entry, 'index.html names its entry script').toBeTruthy();
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${entry}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Records, before every frame is painted, whether the static shell and React's layout are in the page,
 * and every layout shift: a frame with neither is a flash of nothing, a frame with both a doubled frame.
 */
async function recordFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log = { frames: [] as string[], shift: 0 };
    (window as unknown as { shellLog: typeof log }).shellLog = log;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        log.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    const sample = () => {
      if (document.body) {
        const shell = document.getElementById('cp-static-shell') ? 'shell' : '';
        const react = document.querySelector('#root .default-layout, #root .login-layout') ? 'react' : '';
        const frame = [shell, react].filter(Boolean).join('+') || 'none';
        if (log.frames.at(-1) !== frame) log.frames.push(frame);
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

const shellLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { shellLog: { frames: string[]; shift: number } }).shellLog);

/** The boxes and colours of the frame's parts, for the same parts before and after React took over. */
async function frameOf(page: Page, root: string, parts: string[]) {
  return page.evaluate(
    ({ root, parts }) =>
      Object.fromEntries(
        parts.map((part) => {
          const element = [...document.querySelectorAll<HTMLElement>(`${root} ${part}`)].find(
            (candidate) => candidate.getClientRects().length > 0,
          );
          const box = element?.getBoundingClientRect();
          const style = element ? getComputedStyle(element) : null;
          return [
            part,
            element && box
              ? {
                  x: Math.round(box.x),
                  y: Math.round(box.y),
                  width: Math.round(box.width),
                  height: Math.round(box.height),
                  background: style?.backgroundColor,
                  text: element.innerText.trim(),
                }
              : null,
          ];
        }),
      ),
    { root, parts },
  );
}

test.describe('the static shell', () => {
  test('the login card is painted before the entry script runs, and React takes its place without a shift or a gap', async ({
    page,
  }) => {
    await recordFrames(page);
    const release = await holdEntryScript(page);
    // Not until 'load' (nor DOMContentLoaded): both wait for the held module script.
    await page.goto('/login', { waitUntil: 'commit' });
    const shell = page.locator('#cp-static-shell');
    await expect(shell.locator('.login-card')).toBeVisible();
    await expect(shell.getByRole('heading', { level: 1 })).toHaveText('Inloggen op het klantenportaal', {
      useInnerText: true,
    });
    const parts = ['.login-card', '.login-card .logo', '.login-card h1'];
    const before = await frameOf(page, '#cp-static-shell', parts);
    expect(before['.login-card']).not.toBeNull();
    await page.screenshot({ path: test.info().outputPath('static.png') });

    release();
    await expect(page.getByLabel('E-mailadres')).toBeVisible();
    await expect(shell).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('react.png') });
    const after = await frameOf(page, '#root', parts);
    // The card hangs from the top: what React adds below the fields grows it downwards, moving nothing.
    const card = '.login-card';
    expect({ ...after[card], height: 0, text: '' }, card).toEqual({ ...before[card], height: 0, text: '' });
    for (const part of parts.slice(1)) expect(after[part], part).toEqual(before[part]);
    const { frames, shift } = await shellLog(page);
    expect(frames).toEqual(['shell', 'react']);
    expect(shift).toBeLessThan(0.02);
  });

  for (const variant of [
    { name: 'light, Dutch, 1280 wide', width: 1280, theme: 'lightTheme', language: 'nl', title: 'Dashboard' },
    { name: 'dark, German, 1280 wide', width: 1280, theme: 'dark', language: 'de', title: 'Übersicht' },
    { name: 'dark, Dutch, 390 wide', width: 390, theme: 'dark', language: 'nl', title: 'Dashboard' },
  ]) {
    test(`the dashboard's frame (${variant.name}) is painted before the entry script runs, in the stored theme and language, and React takes its place without a shift or a gap`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize({ width: variant.width, height: 800 });
      await page.goto('/login');
      await logIn(page, 'customer@example.com');
      await expect(page.locator('#root .app-bar h1')).toBeVisible();
      await page.evaluate(
        ({ theme, language }) => {
          const key = 'paperfield.customer-portal.preferences';
          const stored = JSON.parse(localStorage.getItem(key) ?? '{}');
          localStorage.setItem(key, JSON.stringify({ ...stored, theme, languageCode: language }));
        },
        { theme: variant.theme, language: variant.language },
      );

      await recordFrames(page);
      const release = await holdEntryScript(page);
      await page.goto('/', { waitUntil: 'commit' });
      const shell = page.locator('#cp-static-shell');
      // Every language's text is in the markup; only the chosen one is rendered (innerText).
      await expect(shell.locator('.app-bar h1')).toHaveText(variant.title, { useInnerText: true });
      await expect(page.locator('html')).toHaveClass(
        variant.theme === 'dark' ? /sl-theme-dark/ : /^(?!.*sl-theme-dark)/,
      );
      await expect(shell.locator('.shell-block')).toHaveCount(5);
      await expect(shell.locator('.shell-block').first()).toBeVisible();
      // Nothing of React yet: the entry script has not run.
      await expect(page.locator('#root')).toBeEmpty();
      const parts = ['.app-bar', '.app-bar h1', '.main-column', '.breadcrumbs', '.content'];
      if (variant.width >= 960) parts.push('.drawer', '.drawer .logo', '.drawer nav');
      const before = await frameOf(page, '#cp-static-shell', parts);
      for (const part of parts) expect(before[part], part).not.toBeNull();
      await page.screenshot({ path: test.info().outputPath('static.png') });

      release();
      await expect(page.locator('#root .app-bar h1')).toHaveText(variant.title);
      await expect(shell).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath('react.png') });
      const after = await frameOf(page, '#root', parts);
      for (const part of parts) {
        // The drawer's list grows by the links the session's roles add below the areas; its top stays.
        // The content's height is its content's: what follows the skeletons is the element's own.
        // The drawer's lower part (external links, user menu, language switch) is React's alone.
        if (['.drawer', '.drawer nav', '.content', '.main-column'].includes(part))
          expect({ ...after[part], height: 0, text: '' }, part).toEqual({
            ...before[part],
            height: 0,
            text: '',
          });
        // The bell's unread count is the server's, known to React only: the shell's bell has none.
        else if (part === '.app-bar' && after[part])
          expect({ ...after[part], text: after[part].text.replace(/\s+\d+\+?$/, '') }, part).toEqual(
            before[part],
          );
        else expect(after[part], part).toEqual(before[part]);
      }
      const { frames, shift } = await shellLog(page);
      expect(frames).toEqual(['shell', 'react']);
      expect(shift).toBeLessThan(0.02);
    });
  }
});
