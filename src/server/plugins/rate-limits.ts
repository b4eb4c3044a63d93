import rateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '../../shared/contract/common';
import { findUserByIdentifier } from '../accounts/user-store';
import { HttpError } from '../errors';
import { databaseRateLimitStore } from './shared-rate-limit-store';

declare module 'fastify' {
  interface FastifyInstance {
    limits: {
      login: RateLimitOptions;
      /** Sign-in attempts from one address over every account: a route's `onRequest` hook. */
      loginFromAddress: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
      auth: RateLimitOptions;
      logIngest: RateLimitOptions;
      draftSaves: RateLimitOptions;
      diffs: RateLimitOptions;
      replies: RateLimitOptions;
      joins: RateLimitOptions;
      /** LTI logins and launches from one address (a school's LMS users share few addresses). */
      lti: RateLimitOptions;
    };
  }
}

const tooMany = (detail: string) => () =>
  new HttpError(429, ErrorCode.rateLimited, 'Too many requests', detail);

/** How long to wait, as the sentence says it: "a minute" for the usual window. */
function waitOf(windowMs: number): string {
  if (windowMs === 60_000) return 'a minute';
  if (windowMs % 60_000 === 0) return `${windowMs / 60_000} minutes`;
  const seconds = Math.ceil(windowMs / 1000);
  return seconds === 1 ? 'a second' : `${seconds} seconds`;
}

/**
 * Limits for the routes a stranger can hammer (design: security baseline). Sign-in is counted per
 * address and account name, so an attacker slows down without locking the real user out for long, and
 * per address over all accounts, more generously, so that guessing across accounts is slowed too while
 * a school behind one address still signs in. Either lockout lasts one window at most.
 */
export default fp(
  async (
    app: FastifyInstance,
    options: {
      loginPerMinute: number;
      loginPerAddressPerMinute: number;
      authPerMinute: number;
      logIngestPerMinute?: number;
      draftSavesPerMinute?: number;
      diffsPerMinute?: number;
      repliesPerMinute?: number;
      joinsPerMinute?: number;
      ltiPerMinute?: number;
      /** The counting window; a minute unless configured otherwise. */
      windowMs?: number;
      shared: boolean;
    },
  ) => {
    const timeWindow = options.windowMs ?? 60_000;
    const wait = waitOf(timeWindow);
    await app.register(rateLimit, {
      global: false,
      ...(options.shared ? { store: databaseRateLimitStore(app.db) } : {}),
    });
    const signInTooOften = tooMany(`Too many sign-in attempts. Try again in ${wait}.`);
    /** A limit counted per signed-in account (checked after sign-in, hence the preHandler hook). */
    const perAccount = (name: string, max: number, sentence: string): RateLimitOptions => ({
      max,
      timeWindow,
      hook: 'preHandler',
      keyGenerator: (request: FastifyRequest) => `${name}|${request.account?.id ?? request.ip}`,
      errorResponseBuilder: tooMany(sentence),
    });
    const loginsFromAddress = app.createRateLimit({
      max: options.loginPerAddressPerMinute,
      timeWindow,
      // normalizeIP counts an IPv6 client's whole /64 as one address, as the route limits do.
      keyGenerator: (request: FastifyRequest) => `login-address|${normalizeIP(request.ip)}`,
    });
    app.decorate('limits', {
      // Checked before the body is read and before the per-account limit looks the account up, so a
      // flood from one address costs no database lookups.
      loginFromAddress: async (request: FastifyRequest, reply: FastifyReply) => {
        const counted = await loginsFromAddress(request);
        if (counted.isAllowed || !counted.isExceeded) return;
        reply.header('retry-after', counted.ttlInSeconds);
        throw signInTooOften();
      },
      login: {
        max: options.loginPerMinute,
        timeWindow,
        hook: 'preHandler',
        // Counted per account when the name or address belongs to one, so switching between username
        // and e-mail, or writing " ADA", buys no fresh set of guesses; otherwise per name as written.
        keyGenerator: async (request: FastifyRequest) => {
          const identifier = String((request.body as { identifier?: string })?.identifier ?? '');
          const account = identifier ? await findUserByIdentifier(app.db, identifier) : undefined;
          return `${request.ip}|${account ? `account:${account.id}` : identifier.trim().toLowerCase()}`;
        },
        errorResponseBuilder: signInTooOften,
      },
      auth: {
        max: options.authPerMinute,
        timeWindow,
        errorResponseBuilder: tooMany(`Too many requests from this address. Try again in ${wait}.`),
      },
      // Counted per account, after sign-in is checked: the browser's log batches (section 9) come from
      // every page of a signed-in person, whose address may be shared by a whole school.
      logIngest: perAccount(
        'log-ingest',
        options.logIngestPerMinute ?? 60,
        `Too many log batches. Try again in ${wait}.`,
      ),
      // A conversation under a comment goes at the pace people type.
      replies: perAccount(
        'reply',
        options.repliesPerMinute ?? 10,
        `Too many replies at once. Your reply is still here; send it in ${wait}.`,
      ),
      // Codes are guessed by typing them: a student mistypes a few, a script trying codes is stopped.
      joins: perAccount(
        'join',
        options.joinsPerMinute ?? 10,
        `Too many course codes tried. Check the code with your instructor and try again in ${wait}.`,
      ),
      // A comparison of two versions is read a few times while revising; a loop that asks again and
      // again is slowed before it queues work for the diff thread.
      diffs: perAccount(
        'diff',
        options.diffsPerMinute ?? 30,
        `Too many comparisons of versions. Try again in ${wait}.`,
      ),
      // A class opening Margin from its LMS at once comes from one school's addresses: two requests a
      // person (login and launch), so the bound is generous and slows only a loop.
      lti: {
        max: options.ltiPerMinute ?? 1200,
        timeWindow,
        errorResponseBuilder: tooMany(`Too many launches from this address. Try again in ${wait}.`),
      },
      // The editor saves a few seconds after typing stops, so two open windows stay far below this; a
      // loop that saves without pause is slowed before it costs the sanitiser much.
      draftSaves: perAccount(
        'draft-save',
        options.draftSavesPerMinute ?? 60,
        `Your essay is being saved too often. It is still in the editor; saving resumes in ${wait}.`,
      ),
    });
  },
  { name: 'rate-limits', dependencies: ['database'] },
);
