import type { FastifyReply, FastifyRequest } from 'fastify';
import { LAUNCH_STATE_TTL_MS, randomToken } from '../launch-states';

const COOKIE = 'margin_lti_browser';
const VALUE = /^[A-Za-z0-9_-]{43}$/;

/** The browser's binding cookie, when the browser kept and sent it. */
export function browserOf(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === COOKIE && VALUE.test(value ?? '')) return value;
  }
  return null;
}

/**
 * Binds the login to this browser with a cookie when the browser keeps one. Inside the LMS's frame it
 * is a third-party cookie, often blocked: the launch then relies on its single-use state alone, and a
 * cookie that does come back must match. One value per browser, so logins in two tabs both match.
 */
export function bindBrowser(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const browser = browserOf(request) ?? randomToken();
  const crossSite = secure ? 'SameSite=None; Secure' : 'SameSite=Lax';
  reply.header(
    'set-cookie',
    `${COOKIE}=${browser}; Path=/lti; Max-Age=${LAUNCH_STATE_TTL_MS / 1000}; HttpOnly; ${crossSite}`,
  );
  return browser;
}
