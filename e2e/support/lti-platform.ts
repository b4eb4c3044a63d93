import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import {
  isAuthenticationRequest,
  newSigningKey,
  type SigningKey,
  signIdToken,
} from '../../test/server/lti/test-platform';

export { ROLES } from '../../test/server/lti/test-platform';

const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';

/** Who a launch is for, in which LMS course: the platform's side of it. */
export interface LmsPerson {
  sub: string;
  name: string;
  email: string;
  roles: string[];
  context: { id: string; title: string };
  resourceLink: { id: string; title: string };
  /** Asks Margin for links to place in the course (Deep Linking 2.0) instead of opening one. */
  deepLinking?: boolean;
}

/** The links Margin placed through a deep-linking answer, as this LMS read them. */
export interface PlacedLink {
  title: string;
  url: string;
  assignmentId: string;
  scoreMaximum: number;
}

/** The name of the LMS page's frame that Margin opens in. */
export const TOOL_FRAME = 'margin-tool';
/** The cookie the probe sets as a third party; its path keeps it away from every Margin request. */
export const PROBE_COOKIE = 'lti_e2e_probe';
const PROBE_PATH = '/third-party-cookie-probe';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

const hiddenFields = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`;

/**
 * An LMS for the browser: its course pages on `http://localhost:<port>`, another site than Margin on
 * 127.0.0.1, frame Margin and start the OIDC login in that frame by posting a form into it, as an LMS
 * does when a learner opens a link. Its authorization endpoint answers with the auto-submitted form
 * that posts the signed id_token to Margin's launch, inside the same frame. Its own RS256 key pair and
 * JWKS. On 127.0.0.1 it also serves a probe page that sets a third-party cookie for Margin's site.
 */
export class FramingLms {
  readonly clientId: string;
  readonly deploymentId = 'e2e-frame-deployment';
  /** Who each login_hint launches as. */
  private readonly people = new Map<string, LmsPerson>();
  private server!: Server;
  private port = 0;
  /** Each deep-linking answer that came back, verified against Margin's key set. */
  readonly placed: PlacedLink[][] = [];
  private signingKey!: SigningKey;

  private constructor(
    private readonly marginUrl: string,
    readonly runId: string,
  ) {
    this.clientId = `margin-e2e-frame-${runId}`;
  }

  static async start(marginUrl: string): Promise<FramingLms> {
    const lms = new FramingLms(marginUrl, randomUUID().slice(0, 8));
    lms.signingKey = await newSigningKey();
    lms.server = createServer((request, response) => {
      lms.answer(request, response).catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      });
    });
    // Chromium resolves `localhost` to 127.0.0.1 as well, so one loopback socket serves both sites.
    await new Promise<void>((resolve) => lms.server.listen(0, '127.0.0.1', resolve));
    lms.port = (lms.server.address() as AddressInfo).port;
    return lms;
  }

  /** The LMS's own origin: its course pages, issuer and authorization endpoint. */
  get origin() {
    return `http://localhost:${this.port}`;
  }

  /** What the site administrator enters in Margin for this LMS; Margin reads the key set over loopback. */
  registration() {
    return {
      issuer: this.origin,
      client_id: this.clientId,
      deployment_ids: [this.deploymentId],
      auth_login_url: `${this.origin}/auth`,
      auth_token_url: `http://127.0.0.1:${this.port}/token`,
      jwks_url: `http://127.0.0.1:${this.port}/jwks`,
    };
  }

  /** The LMS course page that opens Margin in its frame for this person. */
  coursePageFor(person: LmsPerson): string {
    const hint = `hint-${person.sub}`;
    this.people.set(hint, person);
    return `${this.origin}/course?hint=${encodeURIComponent(hint)}`;
  }

  /** An LMS page whose frame, on Margin's site, sets a cookie `SameSite=None; Secure`: a third party's. */
  get probePage() {
    return `${this.origin}/probe`;
  }

  /** Where the probe's cookie would be kept: Margin's host (cookies ignore the port). */
  get probeCookieUrl() {
    return `http://127.0.0.1:${this.port}${PROBE_PATH}`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', this.origin);
    const html = (body: string) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(body);
    };
    switch (url.pathname) {
      case '/jwks':
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ keys: [this.signingKey.publicJwk] }));
        return;
      case '/course':
        return html(this.coursePage(url.searchParams.get('hint') ?? ''));
      case '/auth':
        return this.authorize(url, response);
      case '/deep-link-return':
        return html(await this.takeDeepLinks(request));
      case '/probe':
        return html(
          page(
            'Cookie probe',
            `<h1>Cookie probe</h1><iframe name="probe" title="Probe" src="${this.probeCookieUrl}"></iframe>`,
          ),
        );
      case PROBE_PATH:
        response.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'set-cookie': `${PROBE_COOKIE}=1; Path=${PROBE_PATH}; Max-Age=600; SameSite=None; Secure`,
        });
        response.end(page('Probe', `<p id="probe">Probe loaded</p>`));
        return;
      case '/favicon.ico':
        response.writeHead(204).end();
        return;
      default:
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  }

  /** The course page: Margin's frame, and the login initiation posted into it as soon as the page opens. */
  private coursePage(hint: string) {
    const person = this.people.get(hint);
    if (!person) return page('Unknown', '<p>No such person</p>');
    const login = hiddenFields({
      iss: this.origin,
      login_hint: hint,
      target_link_uri: `${this.marginUrl}/lti/launch`,
      client_id: this.clientId,
      lti_deployment_id: this.deploymentId,
    });
    return page(
      `${person.context.title} (LMS)`,
      `<h1>LMS: ${escapeHtml(person.context.title)}</h1>` +
        `<form id="open-margin" method="post" action="${this.marginUrl}/lti/login" target="${TOOL_FRAME}">${login}</form>` +
        `<iframe name="${TOOL_FRAME}" title="${escapeHtml(person.resourceLink.title)}" width="1100" height="700" allow="clipboard-write"></iframe>` +
        `<script>document.getElementById('open-margin').submit();</script>`,
    );
  }

  /** OIDC authentication request (LTI Security Framework §5.1.1.2): checked, then the auto-submitted form post. */
  private async authorize(url: URL, response: ServerResponse) {
    const query = Object.fromEntries(url.searchParams);
    const person = this.people.get(query.login_hint);
    if (!isAuthenticationRequest(query, this.clientId, `${this.marginUrl}/lti/launch`) || !person) {
      response.writeHead(400, { 'content-type': 'text/plain' }).end('invalid_request');
      return;
    }
    const idToken = await this.idToken(person, query.nonce);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(
      page(
        'Opening the tool',
        `<form id="launch" method="post" action="${escapeHtml(query.redirect_uri)}">${hiddenFields({ id_token: idToken, state: query.state })}</form>` +
          `<script>document.getElementById('launch').submit();</script>`,
      ),
    );
  }

  /**
   * A deep-linking answer, as an LMS takes one: the form's `JWT`, verified with Margin's published keys,
   * from Margin's client id to this LMS, with the `data` it was sent; the page lists what was placed.
   */
  private async takeDeepLinks(request: IncomingMessage): Promise<string> {
    let body = '';
    for await (const chunk of request) body += chunk;
    const jwt = new URLSearchParams(body).get('JWT') ?? '';
    const keys = createRemoteJWKSet(new URL(`${this.marginUrl}/lti/jwks`));
    const { payload } = await jwtVerify(jwt, keys, { issuer: this.clientId, audience: this.origin });
    if (payload['https://purl.imsglobal.org/spec/lti-dl/claim/data'] !== 'e2e-deep-link-data')
      throw new Error('the deep-linking answer lost its data');
    const items = payload['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'] as Array<{
      title: string;
      url: string;
      custom: { assignment_id: string };
      lineItem: { scoreMaximum: number };
    }>;
    const links = items.map((item) => ({
      title: item.title,
      url: item.url,
      assignmentId: item.custom.assignment_id,
      scoreMaximum: item.lineItem.scoreMaximum,
    }));
    this.placed.push(links);
    return page(
      'Content added',
      `<h1>LMS: content added</h1><ul>${links.map((link) => `<li>${escapeHtml(link.title)}</li>`).join('')}</ul>`,
    );
  }

  /** A resource link launch (or a deep-linking request), without the roster and grade services. */
  private idToken(person: LmsPerson, nonce: string): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: this.origin,
      aud: this.clientId,
      sub: person.sub,
      iat: now,
      exp: now + 300,
      nonce,
      name: person.name,
      email: person.email,
      [`${LTI}message_type`]: person.deepLinking ? 'LtiDeepLinkingRequest' : 'LtiResourceLinkRequest',
      [`${LTI}version`]: '1.3.0',
      [`${LTI}deployment_id`]: this.deploymentId,
      [`${LTI}target_link_uri`]: `${this.marginUrl}/lti/launch`,
      ...(person.deepLinking
        ? {
            'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings': {
              deep_link_return_url: `${this.origin}/deep-link-return`,
              accept_types: ['ltiResourceLink'],
              accept_presentation_document_targets: ['iframe', 'window'],
              accept_multiple: true,
              data: 'e2e-deep-link-data',
            },
          }
        : { [`${LTI}resource_link`]: person.resourceLink }),
      [`${LTI}roles`]: person.roles,
      [`${LTI}context`]: person.context,
    };
    return signIdToken(claims, this.signingKey);
  }
}
