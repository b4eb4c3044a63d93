import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createLocalJWKSet, importJWK, jwtVerify, SignJWT } from 'jose';
import { bearer, createUser, signIn, siteAdministrator } from '../../../test/server/factories';
import { startTestServer, type TestServer } from '../../../test/server/test-server';
import { ltiToolKeys } from '../db/schema';

let server: TestServer;
let spaDir: string;
let adminToken: string;
beforeAll(async () => {
  spaDir = mkdtempSync(path.join(os.tmpdir(), 'margin-lti-spa-'));
  writeFileSync(path.join(spaDir, 'index.html'), '<meta name="csp-nonce" content="__CSP_NONCE__">');
  server = await startTestServer({ SPA_DIR: spaDir }, { serveSpa: true });
  const admin = await siteAdministrator(server.handle.db);
  adminToken = (await signIn(server, admin.username)).access_token;
});
afterAll(async () => {
  await server.close();
  rmSync(spaDir, { recursive: true, force: true });
});

const lms = (issuer: string, clientId = 'margin') => ({
  issuer,
  client_id: clientId,
  deployment_ids: ['1', '2'],
  auth_login_url: `${issuer}/mod/lti/auth.php`,
  auth_token_url: `${issuer}/mod/lti/token.php`,
  jwks_url: `${issuer}/mod/lti/certs.php`,
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token = adminToken) =>
  server.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

describe('LTI platform registrations', () => {
  it('registers, lists and deletes a platform', async () => {
    const created = await call('POST', '/api/admin/lti/platforms', lms('https://moodle.school.example'));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...lms('https://moodle.school.example'), id: expect.any(Number) });
    const listed = await call('GET', '/api/admin/lti/platforms');
    expect(listed.json()).toEqual([created.json()]);
    expect((await call('DELETE', `/api/admin/lti/platforms/${created.json().id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/lti/platforms/${created.json().id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/lti/platforms')).json()).toEqual([]);
  });

  it('refuses the same client id of an issuer twice, and addresses that are not https', async () => {
    expect((await call('POST', '/api/admin/lti/platforms', lms('https://canvas.example'))).statusCode).toBe(
      201,
    );
    const twice = await call('POST', '/api/admin/lti/platforms', lms('https://canvas.example'));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().fields).toHaveProperty('client_id');
    expect(
      (await call('POST', '/api/admin/lti/platforms', lms('https://canvas.example', 'other'))).statusCode,
    ).toBe(201);
    const plain = await call('POST', '/api/admin/lti/platforms', lms('http://lms.example'));
    expect(plain.statusCode).toBe(400);
    expect(Object.keys(plain.json().fields).sort()).toEqual([
      'auth_login_url',
      'auth_token_url',
      'issuer',
      'jwks_url',
    ]);
    const repeated = await call('POST', '/api/admin/lti/platforms', {
      ...lms('https://d2l.example'),
      deployment_ids: ['1', '1'],
    });
    expect(repeated.json().fields).toHaveProperty('deployment_ids');
    const empty = await call('POST', '/api/admin/lti/platforms', {
      ...lms('https://d2l.example'),
      deployment_ids: [],
    });
    expect(empty.statusCode).toBe(400);
  });

  it('is for the site administrator alone', async () => {
    const instructor = await createUser(server.handle.db, { role: 'admin' });
    const token = (await signIn(server, instructor.username)).access_token;
    expect((await call('GET', '/api/admin/lti/platforms', undefined, token)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/lti/tool', undefined, token)).statusCode).toBe(403);
  });
});

describe("the tool's own values and keys", () => {
  it('answers the addresses to paste into the LMS and the current key', async () => {
    const tool = (await call('GET', '/api/admin/lti/tool')).json();
    expect(tool).toMatchObject({
      login_url: 'http://margin.test/lti/login',
      launch_url: 'http://margin.test/lti/launch',
      deep_linking_url: 'http://margin.test/lti/launch',
      jwks_url: 'http://margin.test/lti/jwks',
      key_id: expect.any(String),
    });
    const jwks = await server.app.inject({ method: 'GET', url: '/lti/jwks' });
    expect(jwks.statusCode).toBe(200);
    expect(jwks.json().keys.map((key: { kid: string }) => key.kid)).toEqual([tool.key_id]);
  });

  it('rotates the key: the JWKS serves the new one and the one before it, never a private part', async () => {
    const before = (await call('GET', '/api/admin/lti/tool')).json().key_id;
    const rotated = await call('POST', '/api/admin/lti/keys');
    expect(rotated.statusCode).toBe(201);
    const after = rotated.json().key_id;
    expect(after).not.toBe(before);
    await call('POST', '/api/admin/lti/keys');
    const newest = (await call('GET', '/api/admin/lti/tool')).json().key_id;
    const { keys } = (await server.app.inject({ method: 'GET', url: '/lti/jwks' })).json();
    expect(keys.map((key: { kid: string }) => key.kid)).toEqual([newest, after]);
    for (const key of keys) {
      expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
      expect(key).not.toHaveProperty('d');
    }
    // What the current private key signs, the served key set verifies.
    const [stored] = await server.handle.db.select().from(ltiToolKeys).where(eq(ltiToolKeys.kid, newest));
    const signed = await new SignJWT({ iss: 'margin-tool' })
      .setProtectedHeader({ alg: 'RS256', kid: newest })
      .sign(await importJWK(stored.privateJwk, 'RS256'));
    await expect(jwtVerify(signed, createLocalJWKSet({ keys }))).resolves.toBeDefined();
  });
});

describe('framing by the registered platforms', () => {
  const frameAncestors = (csp: unknown) => String(csp).match(/frame-ancestors ([^;]*)/)?.[1];

  it("lets the registered platforms' origins frame the application's pages, and only them", async () => {
    await call('POST', '/api/admin/lti/platforms', {
      ...lms('https://school.brightspace.example'),
      auth_login_url: 'https://auth.brightspace.example/oidc/auth',
    });
    const page = await server.app.inject({ method: 'GET', url: '/user/courses/1' });
    const sources = frameAncestors(page.headers['content-security-policy'])!.split(' ');
    expect(sources).toEqual(
      expect.arrayContaining(['https://school.brightspace.example', 'https://auth.brightspace.example']),
    );
    expect(sources).not.toContain("'self'");
    expect(sources.every((source) => source.startsWith('https://'))).toBe(true);
    expect(page.headers['x-frame-options']).toBeUndefined();
  });

  it("lets a Canvas school's own address frame the pages when its registration names it", async () => {
    const canvas = {
      issuer: 'https://canvas.instructure.com',
      client_id: '10000000000042',
      deployment_ids: ['12:8865aa05b4b79b64a91a86042e43af5ea8ae79eb'],
      auth_login_url: 'https://sso.canvaslms.com/api/lti/authorize_redirect',
      auth_token_url: 'https://sso.canvaslms.com/login/oauth2/token',
      jwks_url: 'https://sso.canvaslms.com/api/lti/security/jwks',
    };
    const withPath = await call('POST', '/api/admin/lti/platforms', {
      ...canvas,
      frame_origins: ['https://school.instructure.com/courses/1'],
    });
    expect(withPath.statusCode).toBe(400);
    expect(withPath.json().fields.frame_origins).toBe(
      'Enter only the scheme and host, e.g. https://school.instructure.com.',
    );
    const created = await call('POST', '/api/admin/lti/platforms', {
      ...canvas,
      frame_origins: ['https://school.instructure.com'],
    });
    expect(created.json().frame_origins).toEqual(['https://school.instructure.com']);
    const page = await server.app.inject({ method: 'GET', url: '/user/dashboard' });
    expect(frameAncestors(page.headers['content-security-policy'])!.split(' ')).toEqual(
      expect.arrayContaining(['https://school.instructure.com', 'https://canvas.instructure.com']),
    );
  });

  it("keeps frame-ancestors 'none' on everything else", async () => {
    const answers = await Promise.all([
      call('GET', '/api/admin/lti/platforms'),
      server.app.inject({ method: 'GET', url: '/api/health' }),
      server.app.inject({ method: 'GET', url: '/lti/jwks' }),
      server.app.inject({ method: 'GET', url: '/lti/handoff.js' }),
    ]);
    for (const answer of answers)
      expect(frameAncestors(answer.headers['content-security-policy'])).toBe("'none'");
  });

  it('drops a platform from the pages as its registration is deleted', async () => {
    const platforms = (await call('GET', '/api/admin/lti/platforms')).json() as Array<{ id: number }>;
    await Promise.all(platforms.map((platform) => call('DELETE', `/api/admin/lti/platforms/${platform.id}`)));
    const page = await server.app.inject({ method: 'GET', url: '/user/dashboard' });
    expect(frameAncestors(page.headers['content-security-policy'])).toBe("'none'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
