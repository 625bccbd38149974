import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, 'check-boundaries.mjs');
let trees: string[] = [];

/** A small tree of src/ files (path → text) in a temporary folder. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'cp-boundaries-'));
  trees.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

function check(root: string) {
  const result = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
  return { status: result.status, output: result.stderr + result.stdout };
}

const LAYERS = {
  'src/core/config.ts': 'export const config = 1;\n',
  'src/ui/kit.ts': "import { config } from '../core/config.ts';\nexport const kit = config;\n",
  'src/elements/orders/cp-orders.ts': "import { kit } from '../../ui/kit.ts';\nexport const orders = kit;\n",
  'src/elements/orders/OrdersElement.tsx': 'export const inner = 1;\n',
  'src/elements/loader.ts': "export const load = () => import('./orders/cp-orders.ts');\n",
  'src/host-app/main.tsx': "import { orders } from '../elements/orders/cp-orders.ts';\nexport { orders };\n",
};

afterEach(() => {
  for (const root of trees) rmSync(root, { recursive: true, force: true });
  trees = [];
});

describe('the layer boundary check', () => {
  it('passes a tree whose imports point down and reach other elements through their cp-*.ts', () => {
    expect(check(tree(LAYERS))).toEqual({ status: 0, output: '' });
  });

  it("fails on a deep import into another element's folder, naming it", () => {
    const { status, output } = check(
      tree({
        ...LAYERS,
        'src/elements/dashboard/DashboardElement.tsx':
          "import { inner } from '../orders/OrdersElement.tsx';\n",
      }),
    );
    expect(status).toBe(1);
    expect(output).toContain(
      "src/elements/dashboard/DashboardElement.tsx imports ../orders/OrdersElement.tsx: another element's folder is reached only through its cp-*.ts",
    );
  });

  it('fails on an upward import, naming the layers', () => {
    const { status, output } = check(
      tree({ ...LAYERS, 'src/ui/upward.ts': "import { orders } from '../elements/orders/cp-orders.ts';\n" }),
    );
    expect(status).toBe(1);
    expect(output).toContain(
      'src/ui/upward.ts imports ../elements/orders/cp-orders.ts: ui may not depend on elements',
    );
  });

  it('fails on browser code importing the server', () => {
    const { status, output } = check(
      tree({ ...LAYERS, 'src/core/server.ts': "export type { Db } from '../reference-api/db.ts';\n" }),
    );
    expect(status).toBe(1);
    expect(output).toContain('browser code must not import the server');
  });
});
