import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/server/test-server';
import { ltiLaunchStates, ltiPlatforms, ltiUsedNonces } from '../db/schema';
import {
  forgetExpiredLaunches,
  hashOf,
  spendNonce,
  startLaunchState,
  takeLaunchState,
} from './launch-states';

let server: TestServer;
let platformId: number;
beforeAll(async () => {
  server = await startTestServer();
  const [platform] = await server.handle.db
    .insert(ltiPlatforms)
    .values({
      issuer: 'https://lms.example',
      clientId: 'margin',
      deploymentIds: ['1'],
      authLoginUrl: 'https://lms.example/auth',
      authTokenUrl: 'https://lms.example/token',
      jwksUrl: 'https://lms.example/jwks',
    })
    .returning();
  platformId = platform.id;
});
afterAll(() => server.close());

const db = () => server.handle.db;
const start = () =>
  startLaunchState(db(), { platformId, targetLinkUri: 'http://margin.test/lti/launch', browser: null });

describe('launch states and nonces', () => {
  it('stores only the hash of a state, which is taken once', async () => {
    const { state, nonce } = await start();
    const [row] = await db()
      .select()
      .from(ltiLaunchStates)
      .where(eq(ltiLaunchStates.stateHash, hashOf(state)));
    expect(row.nonce).toBe(nonce);
    expect(JSON.stringify(row)).not.toContain(state);
    const [first, second] = await Promise.all([takeLaunchState(db(), state), takeLaunchState(db(), state)]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
  });

  it('refuses an expired state, and forgets it', async () => {
    const { state } = await start();
    await db()
      .update(ltiLaunchStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ltiLaunchStates.stateHash, hashOf(state)));
    expect(await takeLaunchState(db(), state)).toBeUndefined();
    await forgetExpiredLaunches(db());
    expect(
      await db()
        .select()
        .from(ltiLaunchStates)
        .where(eq(ltiLaunchStates.stateHash, hashOf(state))),
    ).toEqual([]);
  });

  it('accepts a nonce once per issuer, and forgets it once its token could no longer be used', async () => {
    const until = new Date(Date.now() + 60_000);
    expect(await spendNonce(db(), 'https://lms.example', 'n-1', until)).toBe(true);
    expect(await spendNonce(db(), 'https://lms.example', 'n-1', until)).toBe(false);
    expect(await spendNonce(db(), 'https://other.example', 'n-1', until)).toBe(true);
    await spendNonce(db(), 'https://lms.example', 'n-old', new Date(Date.now() - 1000));
    await forgetExpiredLaunches(db());
    const kept = await db().select().from(ltiUsedNonces);
    expect(kept.map((row) => row.nonce).sort()).toEqual(['n-1', 'n-1']);
  });
});
