import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_ENGINE_NICE } from './feedback/worker/protocol';

/** Every setting the server reads, parsed once at start-up; a bad value stops the server with a clear message. */
export interface Config {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean | undefined;
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  loginRateLimitPerMinute: number;
  /** Sign-in attempts per minute from one address, over every account it tries. */
  loginRateLimitPerAddressPerMinute: number;
  authRateLimitPerMinute: number;
  /** Log batches one signed-in account may send per minute (POST /admin/logs/ingest/batch). */
  logIngestRateLimitPerMinute: number;
  /** The window the rate limits above count over: a minute, unless shortened (tests wait one out). */
  rateLimitWindowMs: number;
  /** Log records (the server's and the browser's) older than this many days are deleted, hourly. */
  logRetentionDays: number;
  /** Past this many log records the oldest are deleted, hourly, whatever their age. */
  logMaxRows: number;
  /** Browser log events one account may send per day (UTC); further events are refused. */
  logEventsPerAccountPerDay: number;
  /** The same before the account's e-mail address is verified: registering costs nothing, so far fewer. */
  logEventsPerUnverifiedAccountPerDay: number;
  /** LEGACY_ANALYTICS: serve section 7's legacy analytics call (off unless set). */
  legacyAnalytics: boolean;
  /** Essays one student may submit in 10 minutes, over all assignments. */
  essaySubmissionsPer10Minutes: number;
  /** DRAFT_HISTORY_SECONDS: each entry of a draft's history holds this long a stretch of writing. */
  draftHistorySeconds: number;
  /** DRAFT_SAVES_PER_MINUTE: saves of essay drafts one account may make in a minute. */
  draftSavesPerMinute: number;
  /** REPLIES_PER_MINUTE: replies one account may send in a minute. */
  repliesPerMinute: number;
  /** REPLIES_PER_THREAD_PER_10_MINUTES: replies one conversation takes in 10 minutes, both sides. */
  repliesPerThreadPer10Minutes: number;
  /**
   * How many reverse proxies in front of the server append to X-Forwarded-For; the client's address is
   * read that many hops from the connection, never from the part of the header a client can write.
   */
  trustProxyHops: number;
  /** SHUTDOWN_GRACE_MS: how long a stopping server goes on answering before it closes its connections. */
  shutdownGraceMs: number;
  /** LOGIN_FAILURES_PER_ACCOUNT: failed sign-ins to one account, from any address, before it waits. */
  loginFailuresPerAccount: number;
  /**
   * TRUST_PROXY_ADDRESSES: the proxies' addresses or ranges (`10.0.0.2`, `10.0.0.0/8`); X-Forwarded-For
   * is read only from a connection that comes from one of them. Required with TRUST_PROXY.
   */
  trustProxyAddresses: ProxyRange[];
  corsOrigin: string | undefined;
  spaDir: string;
  /** The OpenAI-compatible provider, used only when a base URL is set; `rules` stays the fallback. */
  openAi: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined;
  /**
   * A job's lease: a server that dies mid-job leaves it to be taken again after this long. A running
   * job's lease is renewed every third of it, so a short lease is safe for long jobs.
   */
  jobLeaseSeconds: number;
  jobPollMs: number;
  /** Jobs (feedback drafts) one server runs at once; the local engine gets as many threads. */
  feedbackConcurrency: number;
  /** FEEDBACK_ENGINE_NICE: the engine threads' nice value on Linux (0 to 19). */
  feedbackEngineNice: number;
  /** FEEDBACK_ENGINE_TIMEOUT_MS: how long the local engine may take on one essay before it gives up. */
  feedbackEngineTimeoutMs: number;
  /**
   * LTI_JWKS_REFETCH_MS: how soon after fetching a platform's key set a launch signed with a key it
   * lacks may fetch it again (a platform that rotated its key is followed after at most this long).
   * 0 lifts the limit, so every launch with an unknown key id fetches: the LTI tests rotate keys.
   */
  ltiJwksRefetchMs: number;
}

export class ConfigError extends Error {}

/** One entry of TRUST_PROXY_ADDRESSES: an address, or a range when `prefix` is set. */
export interface ProxyRange {
  address: string;
  prefix: number | null;
  family: 'ipv4' | 'ipv6';
}

/**
 * TRUST_PROXY_ADDRESSES, each an address or a range, checked at start. With TRUST_PROXY set and no
 * addresses, a client that reaches the server directly could write its own X-Forwarded-For and choose
 * the address every limit counts by: the server refuses to start.
 */
function proxyAddresses(env: NodeJS.ProcessEnv): ProxyRange[] {
  const list = (env.TRUST_PROXY_ADDRESSES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry): ProxyRange => {
      const [address, bits] = entry.split('/');
      const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      const prefix = bits === undefined ? null : /^\d+$/.test(bits) ? Number(bits) : Number.NaN;
      if (!isIP(address) || (prefix !== null && !(prefix <= (family === 'ipv6' ? 128 : 32))))
        throw new ConfigError(
          `TRUST_PROXY_ADDRESSES: "${entry}" is not an address or a range such as 10.0.0.0/8.`,
        );
      return { address, prefix, family };
    });
  if (list.length === 0 && Number(env.TRUST_PROXY ?? 0) > 0)
    throw new ConfigError(
      'TRUST_PROXY is set but TRUST_PROXY_ADDRESSES is not: name the proxies (such as 10.0.0.2 or 10.0.0.0/8), so that a client reaching the server directly cannot choose its own address.',
    );
  return list;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}; got "${raw}".`);
  }
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be 1 or 0; got "${raw}".`);
}

function optional(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

function openAiOf(env: NodeJS.ProcessEnv): Config['openAi'] {
  const baseUrl = optional(env, 'OPENAI_BASE_URL');
  if (!baseUrl) return undefined;
  if (!/^https?:\/\//.test(baseUrl))
    throw new ConfigError(`OPENAI_BASE_URL must start with http:// or https://; got "${baseUrl}".`);
  return {
    baseUrl,
    apiKey: optional(env, 'OPENAI_API_KEY'),
    model: optional(env, 'FEEDBACK_MODEL') ?? 'gpt-4o-mini',
    timeoutMs: integer(env, 'FEEDBACK_TIMEOUT_MS', 30_000, 100, 600_000),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const host = optional(env, 'HOST') ?? '127.0.0.1';
  const port = integer(env, 'PORT', 8080, 0, 65535);
  const jwtSecret = optional(env, 'JWT_SECRET');
  if (jwtSecret && jwtSecret.length < 32)
    throw new ConfigError('JWT_SECRET must be at least 32 characters long.');
  return {
    host,
    port,
    dataDir: path.resolve(optional(env, 'DATA_DIR') ?? 'data'),
    databaseUrl: optional(env, 'DATABASE_URL'),
    seedDemo: flag(env, 'SEED_DEMO'),
    jwtSecret,
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 15 * 60, 30, 24 * 3600),
    refreshTokenTtlDays: integer(env, 'REFRESH_TOKEN_TTL_DAYS', 30, 1, 365),
    publicUrl: (optional(env, 'PUBLIC_URL') ?? `http://${host}:${port}`).replace(/\/+$/, ''),
    smtpUrl: optional(env, 'SMTP_URL'),
    mailFrom: optional(env, 'MAIL_FROM') ?? 'Margin <no-reply@margin.local>',
    logLevel: optional(env, 'LOG_LEVEL') ?? 'info',
    loginRateLimitPerMinute: integer(env, 'LOGIN_RATE_LIMIT_PER_MINUTE', 10, 1, 100000),
    loginRateLimitPerAddressPerMinute: integer(env, 'LOGIN_RATE_LIMIT_PER_ADDRESS_PER_MINUTE', 30, 1, 100000),
    authRateLimitPerMinute: integer(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 30, 1, 100000),
    logIngestRateLimitPerMinute: integer(env, 'LOG_INGEST_RATE_LIMIT_PER_MINUTE', 60, 1, 100000),
    rateLimitWindowMs: integer(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 100, 3_600_000),
    logRetentionDays: integer(env, 'LOG_RETENTION_DAYS', 30, 1, 3650),
    logMaxRows: integer(env, 'LOG_MAX_ROWS', 1_000_000, 1, 1_000_000_000),
    logEventsPerAccountPerDay: integer(env, 'LOG_EVENTS_PER_ACCOUNT_PER_DAY', 5000, 1, 10_000_000),
    logEventsPerUnverifiedAccountPerDay: integer(
      env,
      'LOG_EVENTS_PER_UNVERIFIED_ACCOUNT_PER_DAY',
      50,
      0,
      10_000_000,
    ),
    legacyAnalytics: flag(env, 'LEGACY_ANALYTICS') ?? false,
    essaySubmissionsPer10Minutes: integer(env, 'ESSAY_SUBMISSIONS_PER_10_MINUTES', 10, 1, 100_000),
    draftHistorySeconds: integer(env, 'DRAFT_HISTORY_SECONDS', 300, 0, 86_400),
    draftSavesPerMinute: integer(env, 'DRAFT_SAVES_PER_MINUTE', 60, 1, 100_000),
    repliesPerMinute: integer(env, 'REPLIES_PER_MINUTE', 10, 1, 100_000),
    repliesPerThreadPer10Minutes: integer(env, 'REPLIES_PER_THREAD_PER_10_MINUTES', 20, 1, 100_000),
    trustProxyHops: integer(env, 'TRUST_PROXY', 0, 0, 10),
    loginFailuresPerAccount: integer(env, 'LOGIN_FAILURES_PER_ACCOUNT', 10, 1, 10_000),
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS', 1500, 0, 60_000),
    trustProxyAddresses: proxyAddresses(env),
    corsOrigin: optional(env, 'CORS_ORIGIN'),
    spaDir: path.resolve(optional(env, 'SPA_DIR') ?? 'dist'),
    openAi: openAiOf(env),
    jobLeaseSeconds: integer(env, 'JOB_LEASE_SECONDS', 30, 1, 3600),
    jobPollMs: integer(env, 'JOB_POLL_MS', 2000, 10, 60_000),
    feedbackConcurrency: integer(env, 'FEEDBACK_CONCURRENCY', 2, 1, 16),
    feedbackEngineNice: integer(env, 'FEEDBACK_ENGINE_NICE', DEFAULT_ENGINE_NICE, 0, 19),
    feedbackEngineTimeoutMs: integer(env, 'FEEDBACK_ENGINE_TIMEOUT_MS', 60_000, 100, 600_000),
    ltiJwksRefetchMs: integer(env, 'LTI_JWKS_REFETCH_MS', 5_000, 0, 3_600_000),
  };
}
