import { bearer, createUser, signIn } from '../../../test/server/factories';
import { startTestServer, type TestServer } from '../../../test/server/test-server';
import { AccountLanes } from './account-lanes';

describe('an account’s requests in lanes', () => {
  it('works on a few at once, lets the rest wait in order, and refuses past the line', async () => {
    const lanes = new AccountLanes({ active: 2, waiting: 2 });
    const leaves: Array<() => void> = [];
    const order: number[] = [];
    const enter = (n: number) =>
      lanes.enter(7, (leave) => leaves.push(leave))?.then(() => order.push(n)) ?? null;
    const turns = [1, 2, 3, 4].map(enter);
    await Promise.resolve();
    expect(order).toEqual([1, 2]);
    expect(enter(5)).toBeNull();
    expect(lanes.load(7)).toEqual({ active: 2, waiting: 2 });
    // Another account is not held up by this one's line.
    expect(lanes.enter(8, () => {})).not.toBeNull();
    expect(lanes.load(8)).toEqual({ active: 1, waiting: 0 });

    leaves[0]();
    await turns[2];
    expect(order).toEqual([1, 2, 3]);
    // A request that gave up while waiting leaves the line without being worked on.
    leaves[3]();
    leaves[1]();
    leaves[2]();
    await Promise.resolve();
    expect(order).toEqual([1, 2, 3]);
    expect(lanes.load(7)).toEqual({ active: 0, waiting: 0 });
  });
});

describe('many requests sent at once by one account', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('are answered in turn, a second account is answered meanwhile, and a line too long is refused', async () => {
    const flooder = await createUser(server.handle.db);
    const other = await createUser(server.handle.db);
    const flooderToken = (await signIn(server, flooder.username)).access_token;
    const otherToken = (await signIn(server, other.username)).access_token;
    const me = (token: string) =>
      server.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });

    // Two at work and two hundred waiting; the rest of the 260 are refused at once.
    const burst = Array.from({ length: 260 }, () => me(flooderToken));
    const meanwhile = await me(otherToken);
    expect(meanwhile.statusCode).toBe(200);
    const answers = await Promise.all(burst);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(202);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0].json().detail).toBe(
      'Too many requests at once. Wait for the ones under way to finish, then try again.',
    );
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);

    // Once the burst is answered every lane is free again.
    expect(server.app.accountLanes.load(flooder.id)).toEqual({ active: 0, waiting: 0 });
    expect((await me(flooderToken)).statusCode).toBe(200);
  });

  it('puts every account not yet verified in one lane, so many of them slow only each other', async () => {
    const made = [
      await createUser(server.handle.db, { emailVerified: false }),
      await createUser(server.handle.db, { emailVerified: false }),
    ];
    const approved = await createUser(server.handle.db);
    const [first, second] = await Promise.all(
      made.map(async (user) => (await signIn(server, user.username)).access_token),
    );
    const approvedToken = (await signIn(server, approved.username)).access_token;
    const me = (token: string) =>
      server.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });

    const burst = Array.from({ length: 420 }, (_, n) => me(n % 2 ? first : second));
    expect((await me(approvedToken)).statusCode).toBe(200);
    const statuses = (await Promise.all(burst)).map((answer) => answer.statusCode);
    // The two share a line of 400: together they are refused past it, where each alone would not be.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(402);
  });
});
