import type { ClientLogEvent } from '../../../shared/contract/logs';
import { DAILY_LOG_DAYS, DAILY_LOG_MAX_ENTRIES, FAILED_EVENTS_MAX, LOCAL_BATCHES_MAX } from './log-limits';
import type { SendOutcome } from './log-transport';

const PREFIX = 'margin.log.';
const DAILY_PREFIX = `${PREFIX}daily.`;
const FAILED_KEY = `${PREFIX}failed`;
const BATCHES_KEY = `${PREFIX}batches`;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The daily log keeps a short line per event: enough to read back what happened, small enough to keep 5,000. */
const DAILY_FIELDS = [
  'timestamp',
  'category',
  'action',
  'success',
  'errorMessage',
  'duration',
  'entityType',
  'entityId',
  'userId',
] as const satisfies readonly (keyof ClientLogEvent)[];

export type DailyEntry = Pick<ClientLogEvent, (typeof DAILY_FIELDS)[number]>;

export interface LocalBatch {
  at: string;
  outcome: SendOutcome;
  events: ClientLogEvent[];
}

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const toEntry = (event: ClientLogEvent): DailyEntry =>
  Object.fromEntries(DAILY_FIELDS.map((field) => [field, event[field]])) as DailyEntry;

/**
 * Section 9's local copies, in the browser's storage: the daily log (at most 5,000 entries over the last
 * 5 days), the last 100 events that could not be sent, and the last 10 batches. Storage that is full or
 * refused is shrugged off (section 8: log sync failures are silently ignored).
 */
export class LocalLogStore {
  /** Entries per day as last written here, so pruning need not read every day again. */
  private readonly counts = new Map<string, number>();

  constructor(private readonly storage: Storage) {}

  appendDaily(events: ClientLogEvent[], now: number): void {
    if (events.length === 0) return;
    const today = dayOf(now);
    this.writeDay(today, [...this.dailyOf(today), ...events.map(toEntry)]);
    this.prune(now);
  }

  dailyOf(day: string): DailyEntry[] {
    return this.read<DailyEntry[]>(`${DAILY_PREFIX}${day}`) ?? [];
  }

  /** The days the daily log holds, oldest first. */
  days(): string[] {
    const days: string[] = [];
    for (let index = 0; index < this.storage.length; index += 1) {
      const key = this.storage.key(index);
      if (key?.startsWith(DAILY_PREFIX)) days.push(key.slice(DAILY_PREFIX.length));
    }
    return days.sort();
  }

  saveFailed(events: ClientLogEvent[]): void {
    this.write(FAILED_KEY, [...this.failed(), ...events].slice(-FAILED_EVENTS_MAX));
  }

  failed(): ClientLogEvent[] {
    return this.read<ClientLogEvent[]>(FAILED_KEY) ?? [];
  }

  /** Hands back the failed events for another try; they are saved again if that fails too. */
  takeFailed(): ClientLogEvent[] {
    const failed = this.failed();
    if (failed.length) this.storage.removeItem(FAILED_KEY);
    return failed;
  }

  saveBatch(batch: LocalBatch): void {
    this.write(BATCHES_KEY, [...this.batches(), batch].slice(-LOCAL_BATCHES_MAX));
  }

  batches(): LocalBatch[] {
    return this.read<LocalBatch[]>(BATCHES_KEY) ?? [];
  }

  /** Drops days older than the last five, then the oldest entries beyond 5,000 in all. */
  private prune(now: number): void {
    const oldestKept = dayOf(now - (DAILY_LOG_DAYS - 1) * DAY_MS);
    const days = this.days();
    for (const day of days.filter((day) => day < oldestKept)) this.writeDay(day, []);
    const kept = days.filter((day) => day >= oldestKept);
    let excess = kept.reduce((sum, day) => sum + this.countOf(day), 0) - DAILY_LOG_MAX_ENTRIES;
    for (const day of kept) {
      if (excess <= 0) break;
      const entries = this.dailyOf(day);
      const dropped = Math.min(excess, entries.length);
      this.writeDay(day, entries.slice(dropped));
      excess -= dropped;
    }
  }

  private countOf(day: string): number {
    if (!this.counts.has(day)) this.counts.set(day, this.dailyOf(day).length);
    return this.counts.get(day) ?? 0;
  }

  private writeDay(day: string, entries: DailyEntry[]): void {
    this.counts.set(day, entries.length);
    if (entries.length === 0) {
      this.storage.removeItem(`${DAILY_PREFIX}${day}`);
      this.counts.delete(day);
    } else this.write(`${DAILY_PREFIX}${day}`, entries);
  }

  private read<T>(key: string): T | null {
    try {
      const text = this.storage.getItem(key);
      return text ? (JSON.parse(text) as T) : null;
    } catch {
      return null;
    }
  }

  private write(key: string, value: unknown): void {
    try {
      this.storage.setItem(key, JSON.stringify(value));
    } catch {
      // Full or refused storage: the copy is a convenience, never worth an error.
    }
  }
}
