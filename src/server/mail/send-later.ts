import type { FastifyBaseLogger } from 'fastify';

/**
 * Starts mail without making the answer wait for it, so how long an answer takes says nothing about
 * which addresses have accounts (registration, resend, a new address in the profile).
 */
export function sendLater(log: FastifyBaseLogger, work: () => Promise<void>): void {
  work().catch((error) => log.error({ err: error }, 'could not send an account e-mail'));
}
