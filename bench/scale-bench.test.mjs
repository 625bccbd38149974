// The mill-scale section's figure code on a tiny mill (2,000 positions over 5 clients on PGlite): it
// loads, starts the server, measures every figure and turns them into rows. No timing is asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { benchScale, SEARCHES, scaleTableRows } from './scale-bench.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'cp-scale-bench-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the mill-scale benchmark', () => {
  it('loads a tiny mill, measures each figure of the largest client and writes a row for each', async () => {
    const result = await benchScale({
      scale: 'mill-pglite',
      positions: 2_000,
      clients: 5,
      dataDir,
      calls: 2,
      print: () => {},
    });
    expect(result.generated.loaded).toBe(true);
    expect(result.largestClient).toMatchObject({ clientId: 200001, positions: 600 });
    expect(result.plain.total).toBe(600);
    expect(Object.keys(result.sorted)).toContain('dateOrder');
    expect(result.searched['no hit'].total).toBe(0);
    expect(result.searched['one word'].total).toBeGreaterThan(0);
    expect(result.deep.page).toBe(60);
    expect(result.exportAll.rows).toBe(600);
    expect(result.exportAll.bytes).toBeGreaterThan(0);
    expect(result.exportAll.rssPeakMb).toBeGreaterThanOrEqual(result.exportAll.rssBeforeMb);
    expect(result.othersIdle.calls).toBe(4 * 2);
    expect(result.othersDuring.calls).toBeGreaterThan(0);

    const rows = scaleTableRows(result);
    const figures = rows.map(([figure]) => figure).join('\n');
    for (const key of Object.keys(result.sorted)) expect(figures).toContain(`sorted by ${key}`);
    for (const search of Object.values(SEARCHES)) expect(figures).toContain(`"${search}"`);
    expect(figures).toContain('"export all" of 600 rows');
    expect(figures).toContain('PGlite: load /Integration/Orders');
    for (const row of rows) expect(row).toHaveLength(3);
  }, 600_000);
});
