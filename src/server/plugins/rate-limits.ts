import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '../../shared/contract/common';
import { HttpError } from '../errors';
import { databaseRateLimitStore } from './shared-rate-limit-store';

declare module 'fastify' {
  interface FastifyInstance {
    limits: {
      login: RateLimitOptions;
      auth: RateLimitOptions;
      logIngest: RateLimitOptions;
    };
  }
}

const tooMany = (detail: string) => () =>
  new HttpError(429, ErrorCode.rateLimited, 'Too many requests', detail);

/**
 * Limits for the routes a stranger can hammer (design: security baseline). Sign-in is counted per
 * address and account name, so an attacker slows down without locking the real user out for long.
 */
export default fp(
  async (
    app: FastifyInstance,
    options: { loginPerMinute: number; authPerMinute: number; logIngestPerMinute?: number; shared: boolean },
  ) => {
    await app.register(rateLimit, {
      global: false,
      ...(options.shared ? { store: databaseRateLimitStore(app.db) } : {}),
    });
    app.decorate('limits', {
      login: {
        max: options.loginPerMinute,
        timeWindow: 60_000,
        hook: 'preHandler',
        keyGenerator: (request: FastifyRequest) =>
          `${request.ip}|${String((request.body as { identifier?: string })?.identifier ?? '').toLowerCase()}`,
        errorResponseBuilder: tooMany('Too many sign-in attempts. Try again in a minute.'),
      },
      auth: {
        max: options.authPerMinute,
        timeWindow: 60_000,
        errorResponseBuilder: tooMany('Too many requests from this address. Try again in a minute.'),
      },
      // Counted per account, after sign-in is checked: the browser's log batches (section 9) come from
      // every page of a signed-in person, whose address may be shared by a whole school.
      logIngest: {
        max: options.logIngestPerMinute ?? 60,
        timeWindow: 60_000,
        hook: 'preHandler',
        keyGenerator: (request: FastifyRequest) => `log-ingest|${request.account?.id ?? request.ip}`,
        errorResponseBuilder: tooMany('Too many log batches. Try again in a minute.'),
      },
    });
  },
  { name: 'rate-limits', dependencies: ['database'] },
);
