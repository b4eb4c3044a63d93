import type { NewLogRow } from './log-rows';

export interface LogWriterOptions {
  /** Stores one batch; a failure drops that batch (see onDropped), never the request that made it. */
  insert: (rows: NewLogRow[]) => Promise<unknown>;
  onDropped: (error: unknown, count: number) => void;
  batchSize?: number;
  intervalMs?: number;
  /** While the database is away records pile up; past this many the oldest go first. */
  maxBuffered?: number;
}

/**
 * Request records are kept in memory and written in batches (every second, or at 100), so no request
 * waits for its own log line. One write runs at a time; `flush` resolves once everything added before
 * it is stored or dropped.
 */
export class LogWriter {
  private buffer: NewLogRow[] = [];
  private writing: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly batchSize: number;
  private readonly maxBuffered: number;

  constructor(private readonly options: LogWriterOptions) {
    this.batchSize = options.batchSize ?? 100;
    this.maxBuffered = options.maxBuffered ?? 10_000;
  }

  start(): void {
    this.timer ??= setInterval(() => void this.flush(), this.options.intervalMs ?? 1000);
    this.timer.unref?.();
  }

  add(row: NewLogRow): void {
    this.buffer.push(row);
    if (this.buffer.length > this.maxBuffered) this.buffer.splice(0, this.buffer.length - this.maxBuffered);
    if (this.buffer.length >= this.batchSize) void this.flush();
  }

  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.writeAll());
    return this.writing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  private async writeAll(): Promise<void> {
    while (this.buffer.length > 0) {
      const batch = this.buffer.splice(0, this.batchSize);
      try {
        await this.options.insert(batch);
      } catch (error) {
        this.options.onDropped(error, batch.length);
      }
    }
  }
}
