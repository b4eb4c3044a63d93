import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '../../shared/contract/common';
import { HttpError } from '../errors';

interface Waiting {
  admit: () => void;
  admitted: boolean;
}

interface Lane {
  active: number;
  waiting: Waiting[];
}

/**
 * How many requests of one signed-in account are worked on at once. The request thread is shared: thirty
 * requests sent together by one person would otherwise be read, checked and answered one after another
 * ahead of everyone else's. Past `active`, an account's requests wait their turn with their bodies unread
 * (this runs before the body is parsed), so other people's requests are taken between them; past
 * `waiting` more, the request is refused at once.
 */
export class AccountLanes {
  private readonly lanes = new Map<number, Lane>();

  constructor(private readonly limits: { active: number; waiting: number }) {}

  /**
   * Resolves when the request may go on; `onDone` is called once when its answer is sent or its
   * connection closes, whether it was worked on or still waiting. Null when the line is full.
   */
  enter(accountId: number, onDone: (leave: () => void) => void): Promise<void> | null {
    const lane = this.lanes.get(accountId) ?? { active: 0, waiting: [] };
    this.lanes.set(accountId, lane);
    if (lane.active < this.limits.active) {
      lane.active += 1;
      onDone(() => this.leave(accountId, lane));
      return Promise.resolve();
    }
    if (lane.waiting.length >= this.limits.waiting) return null;
    return new Promise((resolve) => {
      const entry: Waiting = { admit: resolve, admitted: false };
      lane.waiting.push(entry);
      onDone(() => {
        if (entry.admitted) this.leave(accountId, lane);
        else lane.waiting.splice(lane.waiting.indexOf(entry), 1);
        if (lane.active === 0 && lane.waiting.length === 0) this.lanes.delete(accountId);
      });
    });
  }

  /** Requests of the account being worked on and waiting; for tests and the health of the lanes. */
  load(accountId: number): { active: number; waiting: number } {
    const lane = this.lanes.get(accountId);
    return { active: lane?.active ?? 0, waiting: lane?.waiting.length ?? 0 };
  }

  private leave(accountId: number, lane: Lane) {
    lane.active -= 1;
    const next = lane.waiting.shift();
    if (next) {
      lane.active += 1;
      next.admitted = true;
      next.admit();
    } else if (lane.active === 0) this.lanes.delete(accountId);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    accountLanes: AccountLanes;
  }
}

/** The one lane of every account not yet verified and approved, which anyone can make a few of a minute. */
const NEWCOMERS = 0;

type LaneLimits = { active: number; waiting: number };

/**
 * Registered after the auth plugin, whose `onRequest` hook has found the account by then. Accounts not
 * yet verified and approved share one lane: many such accounts made by one person slow only each other.
 */
export default fp(
  async (app: FastifyInstance, options: { perAccount: LaneLimits; newcomers: LaneLimits }) => {
    const lanes = new AccountLanes(options.perAccount);
    const newcomerLane = new AccountLanes(options.newcomers);
    app.decorate('accountLanes', lanes);
    app.addHook('onRequest', async (request, reply) => {
      const account = request.account;
      if (!account) return;
      const newcomer = !account.emailVerified || account.status !== 'approved';
      const turn = newcomer
        ? newcomerLane.enter(NEWCOMERS, (leave) => reply.raw.once('close', leave))
        : lanes.enter(account.id, (leave) => reply.raw.once('close', leave));
      if (!turn)
        throw new HttpError(
          429,
          ErrorCode.rateLimited,
          'Too many requests',
          'Too many requests at once. Wait for the ones under way to finish, then try again.',
        );
      await turn;
    });
  },
  { name: 'account-lanes', dependencies: ['auth'] },
);
