import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mailLinkOrigin } from './public-url.ts';

describe('the address links in mails start with (issue 23 §2)', () => {
  it('is PUBLIC_URL when set, wherever the server listens (a path kept, trailing slashes dropped)', () => {
    expect(mailLinkOrigin({ PUBLIC_URL: 'https://portal.example.com/' }, '0.0.0.0', 8080)).toBe(
      'https://portal.example.com',
    );
    expect(mailLinkOrigin({ PUBLIC_URL: 'https://example.com/portal//' }, '127.0.0.1', 8080)).toBe(
      'https://example.com/portal',
    );
  });

  it('is the server’s own loopback address without PUBLIC_URL on loopback (npm start)', () => {
    expect(mailLinkOrigin({}, '127.0.0.1', 8080)).toBe('http://localhost:8080');
    expect(mailLinkOrigin({ PUBLIC_URL: ' ' }, '::1', 5173)).toBe('http://localhost:5173');
  });

  it('refuses a server beyond this machine without PUBLIC_URL, and a PUBLIC_URL that is no plain address', () => {
    expect(() => mailLinkOrigin({}, '0.0.0.0', 8080)).toThrow(/PUBLIC_URL is not set/);
    expect(() => mailLinkOrigin({}, '10.0.0.5', 8080)).toThrow(/HOST is 10\.0\.0\.5/);
    expect(() => mailLinkOrigin({ PUBLIC_URL: 'portal.example.com' }, '0.0.0.0', 8080)).toThrow(
      /not an address/,
    );
    expect(() => mailLinkOrigin({ PUBLIC_URL: 'javascript:alert(1)' }, '0.0.0.0', 8080)).toThrow(/http\(s\)/);
    expect(() => mailLinkOrigin({ PUBLIC_URL: 'https://a.example/?x=1' }, '0.0.0.0', 8080)).toThrow(
      /http\(s\)/,
    );
  });

  it('given HOST=0.0.0.0 and no PUBLIC_URL, main.ts exits 1 with one line before it opens anything', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'public-url-'));
    const env: NodeJS.ProcessEnv = { ...process.env, HOST: '0.0.0.0', PORT: '8301', DATA_DIR: dataDir };
    delete env.PUBLIC_URL;
    delete env.DATABASE_URL;
    const tsx = createRequire(import.meta.url).resolve('tsx/cli');
    const child = spawn(process.execPath, [tsx, 'src/reference-api/main.ts'], { env, stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    // A server that starts instead of refusing is stopped once it says it listens (or after 60 s).
    const stopWhenListening = setInterval(() => {
      if (stdout.includes('Customer portal:')) child.kill('SIGTERM');
    }, 100);
    const kill = setTimeout(() => child.kill('SIGKILL'), 60_000);
    const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    clearInterval(stopWhenListening);
    clearTimeout(kill);
    await rm(dataDir, { recursive: true, force: true });
    expect(stdout).not.toContain('Customer portal:');
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Cannot start the reference API: HOST is 0\.0\.0\.0 .*PUBLIC_URL/),
    ]);
  }, 90_000);
});
