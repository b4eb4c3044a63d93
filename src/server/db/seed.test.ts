import { jwtDecode } from 'jwt-decode';
import { bearer, signIn } from '../../../test/server/factories';
import { startTestServer, type TestServer } from '../../../test/server/test-server';
import type { AccessTokenPayload } from '../../shared/contract/auth';
import { demoAccounts } from './demo-content';
import { hasAnyUser, seedDemoData } from './seed';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  expect(await hasAnyUser(server.handle.db)).toBe(false);
  await seedDemoData(server.handle.db);
});
afterAll(() => server.close());

describe('demo data', () => {
  it.each(demoAccounts.map((account) => [account.username, account]))(
    '%s signs in with the documented password and has the documented state',
    async (_name, account) => {
      const session = await signIn(server, account.email, account.password);
      expect(jwtDecode<AccessTokenPayload>(session.access_token).role).toBe(account.role);
      const me = (
        await server.app.inject({
          method: 'GET',
          url: '/api/users/me',
          headers: bearer(session.access_token),
        })
      ).json();
      expect(me).toMatchObject({
        username: account.username,
        status: account.status,
        email_verified: account.emailVerified,
      });
      const enrollments = await server.app.inject({
        method: 'GET',
        url: `/api/admin/users/${me.id}/enrollments`,
        headers: bearer(session.access_token),
      });
      expect(enrollments.json()).toHaveLength(account.enrolled ? 1 : 0);
    },
  );

  it('is recognised as present, so a second start does not seed again', async () => {
    expect(await hasAnyUser(server.handle.db)).toBe(true);
  });
});
