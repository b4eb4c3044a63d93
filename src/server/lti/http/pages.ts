import type { FastifyReply } from 'fastify';
import { frameAncestorsOf } from '../../plugins/security';

/** Where the handoff and return pages' scripts are served; the pages allow scripts from this origin only. */
export const HANDOFF_SCRIPT_PATH = '/lti/handoff.js';
export const CONTENT_RETURN_SCRIPT_PATH = '/lti/content-return.js';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

/** JSON inside a page: `<` is escaped so that no value can close the element it sits in. */
const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`;

/**
 * An LTI answer is shown inside the LMS's frame: only the registered platforms may frame it, it runs
 * no script but its own file, it posts a form only where `formAction` says (nowhere by default), and it
 * is never kept by a cache (the handoff page holds a session, the return page a signed answer).
 */
function sendPage(
  reply: FastifyReply,
  statusCode: number,
  html: string,
  framedBy: readonly string[],
  formAction = "'none'",
) {
  reply.raw.removeHeader('x-frame-options');
  return reply
    .status(statusCode)
    .header(
      'content-security-policy',
      `default-src 'none'; script-src 'self'; base-uri 'none'; form-action ${formAction}; frame-ancestors ${frameAncestorsOf(framedBy)}`,
    )
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** The refusal a person sees: what went wrong, and what to tell the administrator, with a reference. */
export function sendFailurePage(
  reply: FastifyReply,
  failure: { statusCode: number; sentence: string; forAdministrator: string; code: string },
  framedBy: readonly string[],
) {
  const reference = `${failure.code} ${reply.request.id}`;
  const html = page(
    'Margin could not open',
    `<main><h1>Margin could not open</h1><p>${escapeHtml(failure.sentence)}</p><p>If this happens again, tell your administrator: ${escapeHtml(failure.forAdministrator)} (reference: <code>${escapeHtml(reference)}</code>)</p></main>`,
  );
  return sendPage(reply, failure.statusCode, html, framedBy);
}

/** What the handoff script writes where the application reads its session, and where it goes next. */
export interface Handoff {
  session: Record<string, string>;
  landing: string;
}

/**
 * Hands a new session to the application without a cookie or a token in an address: the page holds it
 * as data, and the handoff script stores it in this tab's session storage and opens the landing page.
 */
export function sendHandoffPage(reply: FastifyReply, handoff: Handoff, framedBy: readonly string[]) {
  const html = page(
    'Opening Margin',
    `<main><p id="margin-opening">Opening Margin…</p><p id="margin-storage-blocked" hidden>Your browser does not let Margin keep your sign-in inside this frame. Open Margin in a new window from your course, or allow this site's storage.</p></main><script type="application/json" id="margin-handoff">${jsonInHtml(handoff)}</script><script src="${HANDOFF_SCRIPT_PATH}"></script>`,
  );
  return sendPage(reply, 200, html, framedBy);
}

/**
 * Carries the signed deep-linking answer to the platform (Deep Linking 2.0 §4.2): a form that posts it
 * as `JWT` to the return address, sent at once by the page's script, or by its button without one.
 */
export function sendContentReturnPage(
  reply: FastifyReply,
  answer: { returnUrl: string; responseJwt: string },
  framedBy: readonly string[],
) {
  const html = page(
    'Returning to your course',
    `<main><form id="margin-return" method="post" action="${escapeHtml(answer.returnUrl)}"><input type="hidden" name="JWT" value="${escapeHtml(answer.responseJwt)}"><p>Sending the assignments to your course…</p><button type="submit">Return to your course</button></form></main><script src="${CONTENT_RETURN_SCRIPT_PATH}"></script>`,
  );
  return sendPage(reply, 200, html, framedBy, new URL(answer.returnUrl).origin);
}
