import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestServer, TEST_JWT_SECRET, type TestServer } from '../../test/server/test-server';
import { buildApp } from './app';
import { loadConfig } from './config';

const SCRIPT = `console.log(${JSON.stringify('a line the build repeats '.repeat(200))});`;

let server: TestServer;
let spaDir: string;
beforeAll(async () => {
  spaDir = mkdtempSync(path.join(os.tmpdir(), 'margin-spa-'));
  writeFileSync(
    path.join(spaDir, 'index.html'),
    '<meta name="csp-nonce" content="__CSP_NONCE__"><div id="root"></div>',
  );
  writeFileSync(
    path.join(spaDir, 'sign-in.html'),
    // As the build writes it: the sign-in screen already inside, tens of kilobytes.
    `<meta name="csp-nonce" content="__CSP_NONCE__"><div id="root" data-page="sign-in">${'<p>Sign in</p>'.repeat(200)}</div>`,
  );
  writeFileSync(path.join(spaDir, 'main.0123456789abcdef.js'), SCRIPT);
  writeFileSync(path.join(spaDir, 'main.0123456789abcdef.js.br'), brotliCompressSync(SCRIPT));
  // As the build writes it: a hidden source map beside the script, with the whole source inside.
  writeFileSync(
    path.join(spaDir, 'main.0123456789abcdef.js.map'),
    JSON.stringify({ version: 3, sources: ['src/client/main.tsx'], sourcesContent: ['const secret = 1;'] }),
  );
  // The build's own records: when it was made and with what, and webpack's account of every module.
  writeFileSync(path.join(spaDir, '.build-stamp'), 'BUILD-STAMP-2026\n{"API_BASE":""}\n');
  writeFileSync(path.join(spaDir, '.webpack-stats.json'), '{"modules":["src/client/main.tsx"]}');
  server = await startTestServer({ SPA_DIR: spaDir }, { serveSpa: true });
});
afterAll(() => server.close());

describe('the SPA and its security headers', () => {
  it('serves a page for any route with a fresh nonce that matches the Content Security Policy', async () => {
    const { app } = server;
    const first = await app.inject({ method: 'GET', url: '/user/weeks/3?course_id=1' });
    const second = await app.inject({ method: 'GET', url: '/auth/login' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/text\/html/);
    const nonce = first.body.match(/content="([^"]+)"/)![1];
    expect(nonce).not.toBe('__CSP_NONCE__');
    expect(second.body).not.toContain(nonce);
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(first.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers the sign-in addresses with the light sign-in page and every other route with the app', async () => {
    const { app } = server;
    const pageAt = async (url: string) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('__CSP_NONCE__');
      return response.body.includes('data-page="sign-in"') ? 'sign-in' : 'app';
    };
    for (const url of ['/', '/auth', '/auth/', '/auth/login', '/auth/register', '/auth?mode=register'])
      expect(await pageAt(url)).toBe('sign-in');
    for (const url of ['/auth/verify-email?token=abc', '/auth/404', '/user/dashboard', '/authors', '/demo'])
      expect(await pageAt(url)).toBe('app');
  });

  it('compresses a page for a browser that accepts it, nonce and all', async () => {
    const { app } = server;
    const compressed = await app.inject({
      method: 'GET',
      url: '/auth',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    const page = brotliDecompressSync(compressed.rawPayload).toString();
    expect(page).toContain('data-page="sign-in"');
    const nonce = page.match(/content="([^"]+)"/)![1];
    expect(String(compressed.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
    const gzipped = await app.inject({
      method: 'GET',
      url: '/auth/login',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toContain('data-page="sign-in"');
    // A page smaller than a kilobyte gains nothing from it.
    const small = await app.inject({
      method: 'GET',
      url: '/user/dashboard',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toContain('<div id="root"></div>');
  });

  it("sends the build's compressed copy of a script to a browser that accepts it", async () => {
    const { app } = server;
    const compressed = await app.inject({
      method: 'GET',
      url: '/main.0123456789abcdef.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/javascript/);
    expect(compressed.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(SCRIPT);
    const plain = await app.inject({ method: 'GET', url: '/main.0123456789abcdef.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('never serves a source map, whether or not the build wrote one', async () => {
    for (const url of [
      '/main.0123456789abcdef.js.map',
      '/main.0123456789abcdef.js.map?v=1',
      '/vendor.0123456789abcdef.js.map',
    ]) {
      const response = await server.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect(response.body).not.toContain('sourcesContent');
    }
  });

  it("never serves the build's own records, which name its settings and every source module", async () => {
    for (const url of ['/.build-stamp', '/.webpack-stats.json', '/%2Ebuild-stamp']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect({ url, body: response.body }).not.toEqual({ url, body: expect.stringContaining('BUILD-STAMP') });
      expect(response.body).not.toContain('src/client/main.tsx');
    }
  });

  it('serves hashed assets with a long cache and keeps unknown API paths as JSON 404s', async () => {
    const { app } = server;
    const asset = await app.inject({ method: 'GET', url: '/main.0123456789abcdef.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });
});

describe('API basics', () => {
  it('reports health with the database checked', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers an unknown method or path with the JSON error shape', async () => {
    const response = await server.app.inject({ method: 'DELETE', url: '/api/login' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Not found' });
  });

  it('refuses to start when an API route does not say who may call it', async () => {
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: server.config.dataDir }),
      db: server.handle.db,
      jwtSecret: TEST_JWT_SECRET,
      logger: false,
    });
    expect(() => app.get('/api/forgotten', async () => 'oops')).toThrow(/does not declare who may call it/);
    await app.close();
  });

  it('refuses to start with an API route the contract does not declare', async () => {
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: server.config.dataDir }),
      db: server.handle.db,
      jwtSecret: TEST_JWT_SECRET,
      logger: false,
    });
    expect(() => app.get('/api/undeclared', { config: { access: 'public' } }, async () => 'oops')).toThrow(
      /not declared in the contract/,
    );
    await app.close();
  });
});
