import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { startTestServer, type TestServer } from '../../../test/server/test-server';
import type { App } from '../app';

/**
 * Section 2's route table, ids filled in. The client's router is JSX that a server test cannot import,
 * so the specification's own list is the one checked here.
 */
const SPA_PAGES = [
  '/',
  '/auth',
  '/auth/login',
  '/auth/register',
  '/auth/verify-email?token=abc',
  '/auth/404',
  '/apps/user/profile',
  '/apps/user/edit-profile',
  '/admin/dashboard',
  '/admin/users',
  '/admin/pending-users',
  '/admin/courses',
  '/admin/apps/courses',
  '/admin/apps/courses/create',
  '/admin/apps/courses/edit/1',
  '/admin/apps/courses/details/1',
  '/admin/apps/weeks',
  '/admin/apps/weeks/edit/1',
  '/admin/apps/weeks/detail/1',
  '/admin/enrollments',
  '/admin/enrollments/create',
  '/admin/student-analytics',
  '/admin/logs',
  '/admin/excel-export-demo',
  '/admin/feedback-categories',
  '/user/dashboard',
  '/user/courses',
  '/user/courses/1',
  '/user/weeks/1?course_id=1',
  '/user/feedback/1',
  '/user/review/1',
  '/user/review-feedback/1',
  '/demo',
  '/demo/dashboard',
  '/demo/courses',
  '/demo/assignments',
  '/demo/feedback',
  '/demo/admin/dashboard',
  '/demo/admin/students',
  '/demo/admin/grading',
  '/demo/admin/courses',
  // Any unmatched path shows the NotFound page, which the SPA draws.
  '/no/such/page',
];

let server: TestServer;
let spaDir: string;
let app: App;
beforeAll(async () => {
  spaDir = mkdtempSync(path.join(os.tmpdir(), 'margin-headers-'));
  writeFileSync(path.join(spaDir, 'index.html'), '<meta name="csp-nonce" content="__CSP_NONCE__">');
  writeFileSync(path.join(spaDir, 'main.0123456789abcdef.js'), 'console.log(1)');
  server = await startTestServer({ SPA_DIR: spaDir }, { serveSpa: true });
  app = server.app;
});
afterAll(async () => {
  await server.close();
  rmSync(spaDir, { recursive: true, force: true });
});

function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** What every answer must carry, page, asset, data or error alike; the problems found, if any. */
function headerProblems(response: LightMyRequestResponse): string[] {
  const policy = policyOf(response);
  const problems: string[] = [];
  const frameAncestors = policy.get('frame-ancestors') ?? [];
  if (!(frameAncestors.length === 1 && ["'none'", "'self'"].includes(frameAncestors[0])))
    problems.push(`frame-ancestors is ${frameAncestors.join(' ') || 'missing'}`);
  if (!policy.has('default-src')) problems.push('default-src is missing');
  const scripts = policy.get('script-src') ?? policy.get('default-src') ?? [];
  if (!scripts.length) problems.push('no source list governs scripts');
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:'])
    if (scripts.includes(unsafe)) problems.push(`scripts allow ${unsafe}`);
  if (response.headers['x-content-type-options'] !== 'nosniff')
    problems.push(`x-content-type-options is ${response.headers['x-content-type-options']}`);
  return problems;
}

const get = (url: string) => app.inject({ method: 'GET', url });

describe('security headers', () => {
  it.each(SPA_PAGES)('guard the page %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(headerProblems(response)).toEqual([]);
  });

  it('guard a static asset', async () => {
    const response = await get('/main.0123456789abcdef.js');
    expect(response.statusCode).toBe(200);
    expect(headerProblems(response)).toEqual([]);
  });

  it('guard a JSON 404 for an unknown API address', async () => {
    const response = await get('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(headerProblems(response)).toEqual([]);
  });

  it('guard a validation error', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/login', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(headerProblems(response)).toEqual([]);
  });

  it('guard the answer of every API route, whatever it is', async () => {
    const problems: Record<string, string[]> = {};
    for (const route of app.apiRoutes) {
      const response = await app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:[A-Za-z]+/g, '1'),
      });
      const found = headerProblems(response);
      if (found.length) problems[`${route.method} ${route.url} ${response.statusCode}`] = found;
    }
    expect(problems).toEqual({});
  });
});
