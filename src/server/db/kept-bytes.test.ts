import type { Change, ChangeFeed } from './change-feed';
import { KeptBytes } from './kept-bytes';

/** A change feed the test announces on by hand. */
function handFeed() {
  const listeners = new Set<(change: Change) => void>();
  const feed: ChangeFeed & { announce(change: Change): void; live: boolean } = {
    live: true,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settled: async () => {},
    close: async () => {},
    announce: (change) => {
      for (const listener of listeners) listener(change);
    },
  };
  return feed;
}

function keptWithLoads(feed: ChangeFeed, maxBytes = 100) {
  const kept = new KeptBytes(feed, { tables: ['submissions'], maxBytes, maxEntryBytes: 60 });
  const loads: string[] = [];
  const get = (personId: number, key: string, text = key.repeat(10)) =>
    kept.get(personId, key, async () => {
      loads.push(key);
      return text;
    });
  return { kept, loads, get };
}

describe('large answers kept as bytes', () => {
  it('answers from memory until a change to one of its tables for the entry’s person', async () => {
    const feed = handFeed();
    const { loads, get } = keptWithLoads(feed);
    expect((await get(1, 'a')).toString()).toBe('aaaaaaaaaa');
    await get(1, 'a');
    await get(2, 'b');
    expect(loads).toEqual(['a', 'b']);

    feed.announce({ table: 'courses', userId: 1 });
    feed.announce({ table: 'submissions', userId: 2 });
    await get(1, 'a');
    await get(2, 'b');
    expect(loads).toEqual(['a', 'b', 'b']);

    feed.announce({ table: 'submissions', userId: null });
    await get(1, 'a');
    expect(loads).toEqual(['a', 'b', 'b', 'a']);
  });

  it('holds at most its bytes, dropping the least recently used, and never one entry over its limit', async () => {
    const { kept, loads, get } = keptWithLoads(handFeed());
    await get(1, 'a', 'x'.repeat(40));
    await get(1, 'b', 'y'.repeat(40));
    await get(1, 'a', 'x'.repeat(40));
    await get(1, 'c', 'z'.repeat(40));
    expect(kept.size).toBe(80);
    await get(1, 'a', 'x'.repeat(40));
    await get(1, 'b', 'y'.repeat(40));
    expect(loads).toEqual(['a', 'b', 'c', 'b']);

    await get(1, 'huge', 'h'.repeat(61));
    await get(1, 'huge', 'h'.repeat(61));
    expect(loads.filter((key) => key === 'huge')).toHaveLength(2);
    expect(kept.size).toBeLessThanOrEqual(100);
  });

  it('keeps nothing while the feed is down, nor what was read while a change arrived', async () => {
    const feed = handFeed();
    const { kept, loads } = keptWithLoads(feed);
    feed.live = false;
    await kept.get(1, 'a', async () => 'old');
    feed.live = true;
    await kept.get(1, 'a', async () => {
      loads.push('a');
      feed.announce({ table: 'submissions', userId: 1 });
      return 'raced';
    });
    expect((await kept.get(1, 'a', async () => 'fresh')).toString()).toBe('fresh');
    expect(loads).toEqual(['a']);
  });
});
