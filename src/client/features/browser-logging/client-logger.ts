import type { ClientLogEvent } from '../../../shared/contract/logs';
import { fitLogEvent } from '../../../shared/rules/log-event-fit';
import { redactSecrets } from '../../lib/redact-secrets';
import type { LegacyAnalytics } from './legacy-analytics';
import type { LocalLogStore } from './local-log-store';
import { type LogClock, systemClock } from './log-clock';
import type { EventCore, Identity } from './log-event';
import { LOG_BATCH_SIZE, LOG_BUFFER_MAX, LOG_FLUSH_INTERVAL_MS, LOG_MIN_FLUSH_GAP_MS } from './log-limits';
import type { LogTransport } from './log-transport';

/** The session a batch is sent with: the ingest needs a token, and records the token's owner. */
export interface Credentials {
  token: string;
  userId: number;
}

export interface PageFacts {
  pageUrl: string;
  browserInfo: string;
}

export interface ClientLoggerOptions {
  transport: LogTransport;
  store: LocalLogStore;
  clock?: LogClock;
  page?: () => PageFacts;
  newSessionId?: () => string;
  /** Section 9's legacy analytics channel, when the build turns it on: it gets a copy of each event. */
  legacy?: LegacyAnalytics;
}

const randomId = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
const noPage = (): PageFacts => ({ pageUrl: '', browserInfo: '' });

/**
 * Section 9: events wait in a buffer of 500 (the oldest go first), leave in batches of 25 every 3 s, and
 * two sends are at least 250 ms apart. A full batch leaves as soon as that gap allows. Events are sent
 * only with a signed-in session; until then they wait. A failed send keeps its events (the last 100) for
 * another try once a send works again; nobody is told (section 8).
 */
export class ClientLogger {
  private buffer: ClientLogEvent[] = [];
  private unsaved: ClientLogEvent[] = [];
  private timer: { handle: unknown; dueAt: number } | null = null;
  private inFlight = 0;
  private lastSendAt = Number.NEGATIVE_INFINITY;
  private credentials: () => Credentials | null = () => null;
  private readonly clock: LogClock;
  private readonly page: () => PageFacts;
  private readonly newSessionId: () => string;
  sessionId: string;

  constructor(private readonly options: ClientLoggerOptions) {
    this.clock = options.clock ?? systemClock;
    this.page = options.page ?? noPage;
    this.newSessionId = options.newSessionId ?? randomId;
    this.sessionId = this.newSessionId();
  }

  /** Where the logger finds the current session; the store connects it when it is made. */
  connect(credentials: () => Credentials | null): void {
    this.credentials = credentials;
    this.options.legacy?.connect(credentials);
  }

  /** A new sign-in starts a new session id, so one person's visits read apart. */
  renewSession(): void {
    this.sessionId = this.newSessionId();
  }

  now(): number {
    return this.clock.now();
  }

  record(core: EventCore, who: Identity): void {
    // The builders read allow-listed facts only; redacting again guards against a builder's mistake.
    // Fitted to the server's limits here, so a long error (a stack trace) is sent cut rather than
    // refused with its whole batch.
    const event: ClientLogEvent = fitLogEvent(
      redactSecrets({
        timestamp: new Date(this.clock.now()).toISOString(),
        ...who,
        sessionId: this.sessionId,
        ...core,
        ...this.page(),
      }),
    );
    this.buffer.push(event);
    if (this.buffer.length > LOG_BUFFER_MAX) this.buffer.splice(0, this.buffer.length - LOG_BUFFER_MAX);
    this.unsaved.push(event);
    this.options.legacy?.add(event);
    this.schedule();
  }

  /** What waits to be sent, oldest first. */
  pending(): readonly ClientLogEvent[] {
    return this.buffer;
  }

  /** Sends one batch now, if a session allows it and no send is under way. */
  async flush(): Promise<void> {
    this.saveDaily();
    if (this.inFlight > 0) return;
    const credentials = this.credentials();
    const batch = credentials ? this.takeBatch(credentials.userId) : [];
    if (credentials && batch.length) await this.send(batch, credentials, false);
  }

  /**
   * Everything at once, without waiting for the gap: when the page is hidden (with `keepalive`, so the
   * request outlives the page) or when a session ends (with that session's credentials).
   */
  drain(options: { keepalive: boolean; credentials?: Credentials | null }): void {
    this.saveDaily();
    const credentials = options.credentials ?? this.credentials();
    if (!credentials) return;
    this.cancelTimer();
    for (
      let batch = this.takeBatch(credentials.userId);
      batch.length;
      batch = this.takeBatch(credentials.userId)
    ) {
      void this.send(batch, credentials, options.keepalive);
    }
  }

  private schedule(): void {
    if (this.buffer.length === 0 || this.inFlight > 0) return;
    const now = this.clock.now();
    const dueAt =
      this.buffer.length >= LOG_BATCH_SIZE
        ? Math.max(now, this.lastSendAt + LOG_MIN_FLUSH_GAP_MS)
        : now + LOG_FLUSH_INTERVAL_MS;
    if (this.timer && this.timer.dueAt <= dueAt) return;
    this.cancelTimer();
    const handle = this.clock.setTimeout(() => {
      this.timer = null;
      void this.flush().then(() => this.schedule());
    }, dueAt - now);
    this.timer = { handle, dueAt };
  }

  private cancelTimer(): void {
    if (this.timer) this.clock.clearTimeout(this.timer.handle);
    this.timer = null;
  }

  /** Another person's events are never sent with this one's token: they are dropped. */
  private takeBatch(userId: number): ClientLogEvent[] {
    this.buffer = this.buffer.filter((event) => event.userId === null || event.userId === userId);
    return this.buffer.splice(0, LOG_BATCH_SIZE);
  }

  private async send(batch: ClientLogEvent[], credentials: Credentials, keepalive: boolean): Promise<void> {
    this.inFlight += 1;
    const sentAt = this.clock.now();
    this.lastSendAt = sentAt;
    const outcome = await this.options.transport
      .send(batch, { token: credentials.token, keepalive })
      .catch(() => 'failed' as const);
    this.inFlight -= 1;
    const { store } = this.options;
    store.saveBatch({ at: new Date(sentAt).toISOString(), outcome, events: batch });
    if (outcome === 'failed') store.saveFailed(batch);
    if (outcome === 'sent') this.retryFailed();
    this.schedule();
  }

  /** After a send works, the events that failed before go again, ahead of the newer ones. */
  private retryFailed(): void {
    const failed = this.options.store.takeFailed();
    if (failed.length === 0) return;
    this.buffer = [...failed, ...this.buffer].slice(-LOG_BUFFER_MAX);
  }

  private saveDaily(): void {
    if (this.unsaved.length === 0) return;
    this.options.store.appendDaily(this.unsaved, this.clock.now());
    this.unsaved = [];
  }
}
