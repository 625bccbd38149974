import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type StaticSite, startStaticSite, throwawayProject } from '../packed/packed-package.ts';

// A partner's site written from the package README's quick start alone (library/README.md, the
// README npm shows), as someone who has never seen this repository would: its page, sign-in script,
// policy, import map and the command that hashes it are the README's own code blocks, taken from
// its text, with the README's stand-in `https://portal.example` replaced by the portal under test.
// The packed package is installed into a throwaway project, which the site serves, node_modules
// included. Nothing here is written by hand that the README does not say.

const README = readFileSync(new URL('../../library/README.md', import.meta.url), 'utf8');
const STAND_IN = 'https://portal.example';

/** The site's port beside the end-to-end server's; playwright.config.ts lists its origin in CORS_ORIGINS. */
export const readmeSitePort = (portalPort: number): number => portalPort + 51;

/** The README's fenced code block whose text starts with `start`, the portal's origin put in. */
export function readmeBlock(start: string, portalOrigin: string): string {
  const found = [...README.matchAll(/```\w*\n([\s\S]*?)```/g)].find(([, body]) => body?.startsWith(start));
  if (!found?.[1]) throw new Error(`library/README.md has no code block starting with ${start}`);
  return found[1].replaceAll(STAND_IN, portalOrigin);
}

/** The quick start's policy as one header value. */
function quickStartPolicy(portalOrigin: string): string {
  return readmeBlock('Content-Security-Policy:', portalOrigin)
    .replace(/^Content-Security-Policy:\s*/, '')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}

/**
 * Writes and serves the quick start's site: `plain` loads the package by its path, `import-map`
 * follows "With an import map" (the map in `<head>` before the module scripts, sign-in.js importing
 * the package's name, the map's hash from the README's command added to `script-src`).
 */
export async function startReadmeSite(
  variant: 'plain' | 'import-map',
  portalOrigin: string,
  port: number,
): Promise<StaticSite & { policy: string }> {
  let page = readmeBlock('<!doctype html>', portalOrigin);
  let script = readmeBlock("import { signIn, onSessionChange } from '/node_modules", portalOrigin);
  let policy = quickStartPolicy(portalOrigin);
  if (variant === 'import-map') {
    const map = readmeBlock('<script type="importmap">', portalOrigin).trim();
    page = page.replace(/^( *)<script type="module"/m, `$1${map}\n$1<script type="module"`);
    script = script.replace(
      /^import [^\n]*\n/,
      "import { signIn, onSessionChange } from '@paperfield/customer-portal';\n",
    );
  }
  const dir = throwawayProject(`readme-${variant}`, { 'index.html': page, 'sign-in.js': script });
  // The site's own favicon, so that the browser's request for it is no 404 on the console.
  writeFileSync(join(dir, 'favicon.ico'), '');
  if (variant === 'import-map') {
    const hash = execSync(readmeBlock('node -e', portalOrigin).trim(), { cwd: dir, encoding: 'utf8' }).trim();
    policy = policy.replace("script-src 'self'", `script-src 'self' ${hash}`);
  }
  const site = await startStaticSite(dir, port, () => ({ 'content-security-policy': policy }));
  return { ...site, policy };
}
