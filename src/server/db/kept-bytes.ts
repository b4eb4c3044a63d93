import type { Change, ChangeFeed } from './change-feed';

export interface KeptBytesOptions {
  /** The tables whose changes, for the person an entry belongs to, make it out of date. */
  tables: readonly string[];
  /** The most bytes kept in all; the least recently used entries go first. */
  maxBytes: number;
  /** Entries larger than this are not kept at all. */
  maxEntryBytes: number;
}

interface Entry {
  personId: number;
  bytes: Buffer;
}

/**
 * Large answers (a long essay's comparison is about 1 MB) kept in memory as the bytes sent, so that a
 * burst of the same request reads them from the database and encodes them once. Bounded by their total
 * size rather than by people, as the read caches are; dropped when the database announces a change to
 * one of `tables` for the person an entry belongs to, and served only while the change feed is live.
 */
export class KeptBytes {
  private readonly entries = new Map<string, Entry>();
  private readonly tables: ReadonlySet<string>;
  private total = 0;
  /** Counts the changes seen; a load that saw it move may have read what was just replaced. */
  private changes = 0;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly options: KeptBytesOptions,
  ) {
    this.tables = new Set(options.tables);
    feed.subscribe((change) => this.forget(change));
  }

  /** The bytes kept under `key`, else `load()`'s text encoded once and kept. */
  async get(personId: number, key: string, load: () => Promise<string>): Promise<Buffer> {
    const entry = this.entries.get(key);
    if (entry && this.feed.live) {
      // Least recently used first: a Map iterates in insertion order.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.bytes;
    }
    const changesBefore = this.changes;
    const bytes = Buffer.from(await load());
    if (this.changes === changesBefore && this.feed.live) this.keep(key, { personId, bytes });
    return bytes;
  }

  /** Bytes held now (for tests and the benchmark). */
  get size(): number {
    return this.total;
  }

  private keep(key: string, entry: Entry): void {
    if (entry.bytes.length > this.options.maxEntryBytes) return;
    this.drop(key);
    this.entries.set(key, entry);
    this.total += entry.bytes.length;
    for (const oldest of this.entries.keys()) {
      if (this.total <= this.options.maxBytes) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes.length;
  }

  private forget(change: Change): void {
    if ('everything' in change) {
      this.changes += 1;
      this.entries.clear();
      this.total = 0;
      return;
    }
    if (!this.tables.has(change.table)) return;
    this.changes += 1;
    for (const [key, entry] of this.entries) {
      if (change.userId === null || entry.personId === change.userId) this.drop(key);
    }
  }
}
