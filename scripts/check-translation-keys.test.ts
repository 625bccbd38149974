import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, 'check-translation-keys.mjs');
const folders: string[] = [];

/** A temporary copy of a project's shape: `src/…` source files and `locales/en/…` English files. */
function project(files: Record<string, string | object>): string {
  const folder = mkdtempSync(join(tmpdir(), 'translation-keys-'));
  folders.push(folder);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(folder, path, '..'), { recursive: true });
    writeFileSync(join(folder, path), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return folder;
}

function check(folder: string) {
  const run = spawnSync(process.execPath, [script, join(folder, 'src'), join(folder, 'locales')], {
    encoding: 'utf8',
  });
  return { code: run.status, output: run.stdout + run.stderr };
}

const english = {
  'locales/en/portal.json': { common: { loading: 'Loading' } },
  'locales/en/orders.json': { exportView: 'Export view', columns: { orderNumber: 'Order' } },
};
const ordersElement = `
  const { t } = usePortalTranslation('orders');
  const { t: portal } = usePortalTranslation('portal');
  const header = (key: 'orderNumber') => t(\`columns.\${key}\`);
  return <button aria-label={portal('common.loading')}>{t('exportView')}</button>;
`;

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('check-translation-keys', () => {
  it('passes the project', () => {
    const run = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
  });

  it('passes when every key used exists and every English key is used', () => {
    const folder = project({ ...english, 'src/elements/orders/OrdersElement.tsx': ordersElement });
    expect(check(folder)).toMatchObject({ code: 0 });
  });

  it('given a misspelt key in a call, it fails and names the key and the file', () => {
    const folder = project({
      ...english,
      'src/elements/orders/OrdersElement.tsx': ordersElement.replace("t('exportView')", "t('exprtView')"),
    });
    const result = check(folder);
    expect(result.code).toBe(1);
    expect(result.output).toContain('src/elements/orders/OrdersElement.tsx: unknown key orders:exprtView');
  });

  it('given a template key that matches no English key, it fails', () => {
    const folder = project({
      ...english,
      'src/elements/orders/OrdersElement.tsx': ordersElement.replace('`columns.', '`column.'),
    });
    const result = check(folder);
    expect(result.code).toBe(1);
    expect(result.output).toContain('unknown key orders:column.$' + '{key}');
  });

  it('given an English key no code reads, it fails and names the key and the file', () => {
    const folder = project({
      ...english,
      'locales/en/orders.json': { ...english['locales/en/orders.json'], exportAll: 'Export all' },
      'src/elements/orders/OrdersElement.tsx': ordersElement,
    });
    const result = check(folder);
    expect(result.code).toBe(1);
    expect(result.output).toContain('locales/en/orders.json: unused key exportAll');
  });

  it('given a key used only in a test file, it counts the key as unused', () => {
    const folder = project({
      ...english,
      'src/elements/orders/OrdersElement.tsx': ordersElement.replace("{t('exportView')}", ''),
      'src/elements/orders/orders.test.ts': "const { t } = usePortalTranslation('orders'); t('exportView');",
    });
    const result = check(folder);
    expect(result.code).toBe(1);
    expect(result.output).toContain('unused key exportView');
  });

  it('counts a plural key as its base and a parameter typed Translate<ns> as speaking ns', () => {
    const folder = project({
      'locales/en/orders.json': { rows_one: '{{count}} row', rows_other: '{{count}} rows' },
      'src/elements/orders/order-count.ts':
        "export const orderCount = (t: Translate<'orders'>, count: number) => t('rows', { count });",
    });
    expect(check(folder)).toMatchObject({ code: 0 });
  });
});
