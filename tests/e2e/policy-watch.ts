import { expect, type Page } from '@playwright/test';

// What a page's Content-Security-Policy and Trusted Types say while our elements run on it: every
// `securitypolicyviolation` from the page's first script on, with the npm package or source file of
// ours that caused each Trusted Types report (found through the built module's source map).

/** What a `securitypolicyviolation` event says, as collected in the page. */
export interface Violation {
  disposition: string;
  effectiveDirective: string;
  blockedURI: string;
  sourceFile: string;
  lineNumber: number;
  columnNumber: number;
  sample: string;
}

/** Console errors, uncaught exceptions and every policy violation of the page, from its first script on. */
export async function watch(
  page: Page,
): Promise<{ errors: string[]; violations: () => Promise<Violation[]> }> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`.trim());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { cspViolations: unknown[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({
        disposition: event.disposition,
        effectiveDirective: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sourceFile: event.sourceFile,
        lineNumber: event.lineNumber,
        columnNumber: event.columnNumber,
        sample: event.sample,
      });
    });
  });
  return {
    errors,
    violations: () =>
      page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations),
  };
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One source-map segment's numbers (base64 VLQ). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** The original source file of a generated position (line 1-based, column 0-based), or null. */
function originalSource(map: { sources: string[]; mappings: string }, line: number, column: number) {
  const lines = map.mappings.split(';');
  let source = 0;
  let found: number | null = null;
  for (let index = 0; index < line && index < lines.length; index++) {
    let generatedColumn = 0;
    for (const segment of (lines[index] ?? '').split(',')) {
      if (!segment) continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      generatedColumn += columnDelta;
      if (sourceDelta !== undefined) source += sourceDelta;
      if (index === line - 1 && sourceDelta !== undefined && generatedColumn <= column) found = source;
    }
  }
  return found === null ? null : (map.sources[found] ?? null);
}

/**
 * Who caused each reported Trusted Types violation: the npm package whose code called the sink
 * (`leaflet: Element innerHTML|<svg/>`), or our source file, found through the built module's
 * source map. None is excused: a test expects this list to be empty and prints it when it is not.
 */
export async function trustedTypesCulprits(page: Page, violations: Violation[]): Promise<string[]> {
  const culprits: string[] = [];
  for (const violation of violations) {
    if (violation.effectiveDirective !== 'require-trusted-types-for') continue;
    expect(violation.disposition, 'Trusted Types are reported, not enforced').toBe('report');
    let source: string | null = null;
    if (violation.sourceFile.includes('/elements/')) {
      const map = await page.request.get(`${violation.sourceFile}.map`);
      if (map.ok())
        source = originalSource(await map.json(), violation.lineNumber, violation.columnNumber - 1);
    }
    const library = source?.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//)?.[1];
    culprits.push(`${library ?? source ?? violation.sourceFile}: ${violation.sample}`);
  }
  return culprits;
}

/** Trusted Types are really reported on the page: a string written to innerHTML here shows up. */
export async function expectTrustedTypesReported(
  page: Page,
  violations: () => Promise<Violation[]>,
): Promise<void> {
  await page.evaluate(() => {
    document.createElement('div').innerHTML = '<b>trusted-types-probe</b>';
  });
  await expect
    .poll(async () =>
      (await violations()).some((violation) => violation.sample.includes('trusted-types-probe')),
    )
    .toBe(true);
}
