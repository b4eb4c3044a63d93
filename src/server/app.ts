import { BlockList, isIP } from 'node:net';
import cors from '@fastify/cors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { ChangeFeed } from './db/change-feed';
import type { Database } from './db/client';
import { boundedValidatorFactory } from './input/bounded-validator';
import { framingOrigins } from './lti/framing-origins';
import ltiEndpoints from './lti/http/lti-endpoints';
import accountLanesPlugin from './plugins/account-lanes';
import authPlugin from './plugins/auth';
import bodyBoundsPlugin, { SMALLEST_BODY_LIMIT } from './plugins/body-bounds';
import databasePlugin from './plugins/database';
import diffPoolPlugin from './plugins/diff-pool';
import drainPlugin from './plugins/drain';
import errorsPlugin from './plugins/errors';
import htmlSanitizerPlugin from './plugins/html-sanitizer';
import jobsPlugin from './plugins/jobs';
import mailPlugin from './plugins/mail';
import rateLimitsPlugin from './plugins/rate-limits';
import requestLogPlugin from './plugins/request-log';
import securityPlugin from './plugins/security';
import spaPlugin from './plugins/spa';
import textInputPlugin from './plugins/text-input';
import serveApi from './serve-api';

export interface BuildOptions {
  config: Config;
  db: Database;
  /** The database's change announcements; the read caches are off without them. */
  changes?: ChangeFeed;
  /** How the health check asks the database (db/client `ping`); a plain query without one. */
  ping?: () => Promise<void>;
  jwtSecret: string;
  logger?: FastifyServerOptions['logger'];
  /** Count rate limits in the database, for several servers sharing one PostgreSQL. */
  sharedRateLimits?: boolean;
  serveSpa?: boolean;
  /** Run durable jobs (feedback drafts) in this process; on by default. */
  runJobs?: boolean;
}

/** Log lines keep the path but never a query string or a credential (design: security baseline). */
const logSerializers = {
  req: (req: { method: string; url: string; ip?: string }) => ({
    method: req.method,
    url: req.url.split('?')[0],
    ip: req.ip,
  }),
};

/** The trust function for X-Forwarded-For: `hops` proxies, each at one of the configured addresses. */
function trustedProxies(config: Config): false | ((address: string, hop: number) => boolean) {
  if (config.trustProxyHops === 0) return false;
  const proxies = new BlockList();
  for (const { address, prefix, family } of config.trustProxyAddresses) {
    if (prefix === null) proxies.addAddress(address, family);
    else proxies.addSubnet(address, prefix, family);
  }
  const known = (address: string) => {
    const mapped = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    return proxies.check(mapped, isIP(mapped) === 6 ? 'ipv6' : 'ipv4');
  };
  return (address, hop) => hop < config.trustProxyHops && known(address);
}

export async function buildApp(options: BuildOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel, serializers: logSerializers },
    // The client is the address that many hops from the connection, and only through the proxies named
    // in TRUST_PROXY_ADDRESSES. Never `true`: the leftmost X-Forwarded-For value, which any client can
    // write, would become its address and reset its limits; a client reaching the server directly is
    // counted by its connection, whatever header it sends.
    trustProxy: trustedProxies(config),
    genReqId: () => crypto.randomUUID(),
    // Forms show every field's problem at once, so validation reports them all (a refusal names the
    // first few); no list longer than its schema allows reaches the validator (input/bounded-validator.ts).
    ajv: { customOptions: { allErrors: true } },
    schemaController: { compilersFactory: { buildValidator: boundedValidatorFactory() } },
    // Routes without a body schema; the others read what their contract allows (plugins/body-bounds.ts).
    bodyLimit: SMALLEST_BODY_LIMIT,
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(errorsPlugin);
  await app.register(textInputPlugin);
  await app.register(bodyBoundsPlugin);
  await app.register(htmlSanitizerPlugin);
  await app.register(databasePlugin, { db: options.db, changes: options.changes, ping: options.ping });
  await app.register(diffPoolPlugin);
  await app.register(securityPlugin, { apiOrigins: config.corsOrigin ? [config.corsOrigin] : [] });
  if (config.corsOrigin) await app.register(cors, { origin: config.corsOrigin });
  await app.register(mailPlugin, {
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    dataDir: config.dataDir,
  });
  await app.register(rateLimitsPlugin, {
    loginPerMinute: config.loginRateLimitPerMinute,
    loginPerAddressPerMinute: config.loginRateLimitPerAddressPerMinute,
    authPerMinute: config.authRateLimitPerMinute,
    logIngestPerMinute: config.logIngestRateLimitPerMinute,
    draftSavesPerMinute: config.draftSavesPerMinute,
    repliesPerMinute: config.repliesPerMinute,
    windowMs: config.rateLimitWindowMs,
    shared: options.sharedRateLimits ?? false,
  });
  await app.register(drainPlugin);
  await app.register(jobsPlugin, { config, run: options.runJobs ?? true });
  await app.register(requestLogPlugin);
  await app.register(authPlugin, {
    secret: options.jwtSecret,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
  });
  // A page of the app asks for a few things at once; past two, an account's requests wait their turn.
  await app.register(accountLanesPlugin, {
    perAccount: { active: 2, waiting: 200 },
    newcomers: { active: 2, waiting: 400 },
  });

  await app.register(serveApi, { config });
  // The registered LMSs may frame the launch answers and the application's pages, nothing else.
  const framedBy = framingOrigins(app.db, app.changes, app.log);
  await app.register(ltiEndpoints, {
    config,
    framedBy,
    jwksRefetchAfterMs: config.ltiJwksRefetchMs,
  });

  if (options.serveSpa) await app.register(spaPlugin, { spaDir: config.spaDir, framedBy });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
