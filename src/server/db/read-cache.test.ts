import { eq, sql } from 'drizzle-orm';
import { createUser } from '../../../test/server/factories';
import { openTestDatabase } from '../../../test/server/test-database';
import type { DatabaseHandle } from './client';
import { EVERYONE, ReadCache } from './read-cache';
import { courses, users } from './schema';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

/** Waits for the feed to listen: PostgreSQL's opens its own connection with the first subscriber. */
async function untilLive(cache: { live: boolean }, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!cache.live) {
    if (Date.now() > deadline) throw new Error('the change feed did not come up');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A cache of usernames that counts its trips to the database. */
function usernameCache(tables = ['users']) {
  const cache = new ReadCache<string>(handle.changes, { tables });
  const reads: number[] = [];
  const nameOf = (id: number) =>
    cache.get(id, 'name', async () => {
      reads.push(id);
      const [row] = await handle.db.select({ username: users.username }).from(users).where(eq(users.id, id));
      return row.username;
    });
  return { nameOf, reads };
}

const rename = (id: number, username: string) =>
  handle.db.update(users).set({ username }).where(eq(users.id, id));

describe('the read cache', () => {
  it('answers from memory until the database announces a change for that person', async () => {
    const ada = await createUser(handle.db);
    const bo = await createUser(handle.db);
    const { nameOf, reads } = usernameCache();
    await untilLive(handle.changes);

    expect(await nameOf(ada.id)).toBe(ada.username);
    expect(await nameOf(ada.id)).toBe(ada.username);
    expect(await nameOf(bo.id)).toBe(bo.username);
    expect(reads).toEqual([ada.id, bo.id]);

    await rename(ada.id, `${ada.username}_renamed`);
    await handle.changes.settled();
    expect(await nameOf(ada.id)).toBe(`${ada.username}_renamed`);
    expect(await nameOf(bo.id)).toBe(bo.username);
    expect(reads).toEqual([ada.id, bo.id, ada.id]);
  });

  it('drops every entry when a changed row names nobody, and ignores tables it does not read', async () => {
    const ada = await createUser(handle.db);
    const cache = new ReadCache<number>(handle.changes, { tables: ['courses'] });
    let reads = 0;
    const count = () =>
      cache.get(EVERYONE, 'count', async () => {
        reads += 1;
        const [row] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(courses);
        return row.n;
      });
    await untilLive(handle.changes);
    const before = await count();
    await rename(ada.id, `${ada.username}_again`);
    await handle.changes.settled();
    expect(await count()).toBe(before);
    expect(reads).toBe(1);

    await handle.db.insert(courses).values({ title: 'Announced' });
    await handle.changes.settled();
    expect(await count()).toBe(before + 1);
    expect(reads).toBe(2);
  });

  it('sends one query for requests that ask the same thing at once', async () => {
    const ada = await createUser(handle.db);
    const { nameOf, reads } = usernameCache();
    await untilLive(handle.changes);
    const together = await Promise.all([nameOf(ada.id), nameOf(ada.id), nameOf(ada.id)]);
    expect(together).toEqual([ada.username, ada.username, ada.username]);
    expect(reads).toEqual([ada.id]);
  });

  it('does not keep an answer read while a change it cares about arrived', async () => {
    const ada = await createUser(handle.db);
    const cache = new ReadCache<string>(handle.changes, { tables: ['users'] });
    await untilLive(handle.changes);
    let reads = 0;
    const racing = () =>
      cache.get(ada.id, 'name', async () => {
        reads += 1;
        const [row] = await handle.db.select().from(users).where(eq(users.id, ada.id));
        // Another request renames the person after this one has read the row.
        await rename(ada.id, `${row.username}x`);
        await handle.changes.settled();
        return row.username;
      });
    await racing();
    await racing();
    expect(reads).toBe(2);
  });
});

// PGlite runs in this process and cannot lose its notifications; PostgreSQL sends them on a connection.
if (process.env.MARGIN_TEST_DATABASE === 'postgres') {
  describe('the read cache on PostgreSQL', () => {
    it('reads from the database while its listening connection is lost, and remembers again once back', async () => {
      const ada = await createUser(handle.db);
      const { nameOf, reads } = usernameCache();
      await untilLive(handle.changes);
      await nameOf(ada.id);

      await handle.db.execute(sql`
        SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()
          AND (query LIKE 'LISTEN%' OR query LIKE 'SELECT pg_notify(%')`);
      const deadline = Date.now() + 5000;
      while (handle.changes.live && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      // Renamed while nobody listens: no announcement will ever say so.
      await rename(ada.id, `${ada.username}_unannounced`);
      expect(await nameOf(ada.id)).toBe(`${ada.username}_unannounced`);

      await untilLive(handle.changes);
      await nameOf(ada.id);
      await nameOf(ada.id);
      expect(reads).toEqual([ada.id, ada.id, ada.id]);
    });
  });
}
