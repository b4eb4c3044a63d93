import type { Change, ChangeFeed } from './change-feed';

export interface ReadCacheOptions {
  /** The tables whose changes make an answer out of date. */
  tables: readonly string[];
  /** At most this many people's entries are kept; the least recently used go first. */
  maxPeople?: number;
  /** A safety net only: entries are dropped on change, and this bounds their life whatever happens. */
  ttlMs?: number;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
}

/** Entries not tied to one person (a list every admin sees) are kept under this id. */
export const EVERYONE = 0;

/**
 * Answers of the database remembered per person, dropped as soon as the database announces a change to
 * one of `tables` for that person (or to a row that names nobody, which drops everyone's). Served only
 * while the change feed is live; a read that raced with a change is returned but not remembered.
 */
export class ReadCache<V> {
  private readonly people = new Map<number, Map<string, Entry<V>>>();
  private readonly tables: ReadonlySet<string>;
  private readonly maxPeople: number;
  private readonly ttlMs: number;
  /** Counts the changes seen; a load that saw it move may have read what was just replaced. */
  private changes = 0;
  /**
   * Loads under way, by person and key: requests that arrive together for the same answer (a burst
   * from one new session) share one query instead of each sending its own.
   */
  private readonly loading = new Map<string, { changesBefore: number; value: Promise<V> }>();

  constructor(
    private readonly feed: ChangeFeed,
    options: ReadCacheOptions,
  ) {
    this.tables = new Set(options.tables);
    this.maxPeople = options.maxPeople ?? 10_000;
    this.ttlMs = options.ttlMs ?? 60_000;
    feed.subscribe((change) => this.forget(change));
  }

  async get(personId: number, key: string, load: () => Promise<V>): Promise<V> {
    if (!this.feed.live) return load();
    const entries = this.people.get(personId);
    const entry = entries?.get(key);
    if (entries && entry && entry.expiresAt > Date.now()) {
      // Least recently used first: a Map iterates in insertion order.
      this.people.delete(personId);
      this.people.set(personId, entries);
      return entry.value;
    }
    const loadKey = `${personId}\u0000${key}`;
    const underWay = this.loading.get(loadKey);
    // Joined only while nothing changed since it began: a later request must not read an older answer.
    if (underWay && underWay.changesBefore === this.changes) return underWay.value;
    const changesBefore = this.changes;
    const value = load();
    this.loading.set(loadKey, { changesBefore, value });
    try {
      const loaded = await value;
      if (this.changes === changesBefore && this.feed.live) this.remember(personId, key, loaded);
      return loaded;
    } finally {
      if (this.loading.get(loadKey)?.value === value) this.loading.delete(loadKey);
    }
  }

  private remember(personId: number, key: string, value: V): void {
    const entries = this.people.get(personId) ?? new Map<string, Entry<V>>();
    entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
    this.people.delete(personId);
    this.people.set(personId, entries);
    if (this.people.size > this.maxPeople) {
      const oldest = this.people.keys().next().value;
      if (oldest !== undefined) this.people.delete(oldest);
    }
  }

  private forget(change: Change): void {
    if ('everything' in change) {
      this.changes += 1;
      this.people.clear();
      return;
    }
    if (!this.tables.has(change.table)) return;
    this.changes += 1;
    if (change.userId === null) this.people.clear();
    else this.people.delete(change.userId);
  }
}
