import { makeAccessToken } from '../../../../mocks/tokens';
import { server } from '../../../../test/client/msw-server';
import { demoHandlers, isDemoRequest } from './demo-network';
import { demoAuthState } from './demo-session';

const withToken = (token?: string) =>
  new Request('http://margin.test/api/users/me', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

// A real server token is signed (HS256); only its header matters here.
const signedLookingToken = makeAccessToken({ id: 2, role: 'regular', sid: 's', exp: 9e9 }).replace(
  /^[^.]+/,
  Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url'),
);

describe('the demo network', () => {
  it('recognises only requests signed with the demo session', () => {
    expect(isDemoRequest(withToken(demoAuthState('student').token!))).toBe(true);
    expect(isDemoRequest(withToken(signedLookingToken))).toBe(false);
    expect(isDemoRequest(withToken('not-a-token'))).toBe(false);
    expect(isDemoRequest(withToken())).toBe(false);
  });

  it('answers a demo request with the mock data, and one it does not know as not part of the demo', async () => {
    server.use(...demoHandlers);
    const headers = { authorization: `Bearer ${demoAuthState('admin').token}` };

    const courses = await fetch('http://margin.test/api/admin/courses', { headers });
    expect(courses.status).toBe(200);
    expect(JSON.stringify(await courses.json())).toContain('Essay Writing 101');

    const unknown = await fetch('http://margin.test/api/no-such-thing', { headers });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'NOT_IN_DEMO' });
  });
});
