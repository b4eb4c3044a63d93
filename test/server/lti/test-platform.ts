import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT } from 'jose';
import { PlatformServices } from './platform-services';

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

export interface SigningKey {
  kid: string;
  privateKey: PrivateKey;
  publicJwk: JWK;
}

const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';
const LIS = 'http://purl.imsglobal.org/vocab/lis/v2/';

/** LIS v2 roles as platforms send them. */
export const ROLES = {
  instructor: [`${LIS}membership#Instructor`, `${LIS}institution/person#Faculty`],
  assistant: [`${LIS}membership#Instructor`, `${LIS}membership/Instructor#TeachingAssistant`],
  learner: [`${LIS}membership#Learner`, `${LIS}institution/person#Student`],
  mentor: [`${LIS}membership#Mentor`],
};

/** Who a launch is for and from where: the platform's side of it. */
export interface LaunchPerson {
  sub: string;
  name?: string;
  email?: string;
  roles: string[];
  context?: { id: string; title: string } | null;
  resourceLink?: { id: string; title: string };
  custom?: Record<string, string>;
  /** Claims laid over this person's tokens (a deep-linking request, say); undefined removes one. */
  claims?: JWTPayload;
}

export async function newSigningKey(kid: string = randomUUID()): Promise<SigningKey> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

/**
 * Whether an OIDC authentication request (LTI Security Framework §5.1.1.2) is one a platform answers:
 * an id_token by form post, no prompt, for this client, with a state, a nonce and (when the platform
 * knows the tool's) the redirect address registered.
 */
export function isAuthenticationRequest(
  query: Record<string, string>,
  clientId: string,
  redirectUri?: string,
): boolean {
  return Boolean(
    query.scope === 'openid' &&
      query.response_type === 'id_token' &&
      query.response_mode === 'form_post' &&
      query.prompt === 'none' &&
      query.client_id === clientId &&
      query.nonce &&
      query.state &&
      query.redirect_uri &&
      (redirectUri === undefined || query.redirect_uri === redirectUri),
  );
}

/** An id_token with these claims, signed as a platform signs it: RS256, with the key's kid. */
export const signIdToken = (claims: JWTPayload, key: SigningKey) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' }).sign(key.privateKey);

const formPage = (action: string, fields: Record<string, string>) =>
  `<!doctype html><form method="post" action="${action}">${Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join('')}</form>`;

/** The hidden fields of the platform's auto-posting form, as a browser would send them. */
export function formFields(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]),
  );
}

/**
 * An LTI 1.3 platform on 127.0.0.1 for the tests: its own RS256 key pair and JWKS, an OIDC
 * authorization endpoint that answers the tool's authentication request with the id_token form post
 * (as an LMS does inside its frame), and the services the tool calls back (`platform-services.ts`).
 */
export class TestPlatform {
  readonly clientId = 'margin-tool-client';
  readonly deploymentId = 'deployment-1';
  /** The keys the JWKS serves; `signingKey` signs. */
  published: SigningKey[] = [];
  signingKey!: SigningKey;
  /** Who each login_hint launches as. */
  readonly people = new Map<string, LaunchPerson>();
  /** Claims laid over the next tokens the authorization endpoint signs. */
  tokenOverrides: JWTPayload = {};
  jwksFetches = 0;
  /** The roster, grade book and token endpoint the tool calls back. */
  readonly services = new PlatformServices(() => this.issuer, this.clientId);
  private server!: Server;
  issuer = '';

  static async start(): Promise<TestPlatform> {
    const platform = new TestPlatform();
    platform.signingKey = await newSigningKey();
    platform.published = [platform.signingKey];
    platform.server = createServer((request, response) => void platform.answer(request, response));
    await new Promise<void>((resolve) => platform.server.listen(0, '127.0.0.1', resolve));
    const { port } = platform.server.address() as AddressInfo;
    platform.issuer = `http://127.0.0.1:${port}`;
    return platform;
  }

  /** What the site administrator enters in Margin for this platform. */
  registration() {
    return {
      issuer: this.issuer,
      client_id: this.clientId,
      deployment_ids: [this.deploymentId],
      auth_login_url: `${this.issuer}/auth`,
      auth_token_url: `${this.issuer}/token`,
      jwks_url: `${this.issuer}/jwks`,
    };
  }

  /** A new key pair that signs from now on, published beside the old one. */
  async rotateKey(): Promise<SigningKey> {
    this.signingKey = await newSigningKey();
    this.published = [this.signingKey, ...this.published];
    return this.signingKey;
  }

  /** Where this platform takes deep-linking answers back. */
  get deepLinkReturnUrl() {
    return `${this.issuer}/deep-linking-return`;
  }

  /**
   * The claims that make a launch a deep-linking request (Deep Linking 2.0 §4.4) for LTI resource links,
   * answered to this platform; `settings` change the request's settings.
   */
  deepLinkingClaims(settings: Record<string, unknown> = {}): JWTPayload {
    return {
      [`${LTI}message_type`]: 'LtiDeepLinkingRequest',
      [`${LTI}resource_link`]: undefined,
      'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings': {
        deep_link_return_url: this.deepLinkReturnUrl,
        accept_types: ['ltiResourceLink'],
        accept_presentation_document_targets: ['iframe', 'window'],
        accept_multiple: true,
        data: 'opaque-platform-data',
        ...settings,
      },
    };
  }

  /** The id_token for a person, as this platform signs it; `overrides` change or remove (undefined) claims. */
  async idToken(
    person: LaunchPerson,
    nonce: string,
    options: { overrides?: JWTPayload; key?: SigningKey; issuedAt?: number; expiresAt?: number } = {},
  ): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const key = options.key ?? this.signingKey;
    const claims: JWTPayload = {
      iss: this.issuer,
      aud: this.clientId,
      sub: person.sub,
      iat: options.issuedAt ?? now,
      exp: options.expiresAt ?? now + 300,
      nonce,
      name: person.name,
      email: person.email,
      [`${LTI}message_type`]: 'LtiResourceLinkRequest',
      [`${LTI}version`]: '1.3.0',
      [`${LTI}deployment_id`]: this.deploymentId,
      [`${LTI}target_link_uri`]: 'http://margin.test/lti/launch',
      [`${LTI}resource_link`]: person.resourceLink ?? { id: 'link-1', title: 'Essay 1' },
      [`${LTI}roles`]: person.roles,
      ...(person.context !== null && {
        [`${LTI}context`]: person.context ?? { id: 'course-101', title: 'Writing 101' },
      }),
      ...(person.custom && { [`${LTI}custom`]: person.custom }),
      'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice': {
        context_memberships_url: `${this.issuer}/contexts/course-101/memberships`,
        service_versions: ['2.0'],
      },
      'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint': {
        scope: ['https://purl.imsglobal.org/spec/lti-ags/scope/lineitem'],
        lineitems: `${this.issuer}/contexts/course-101/lineitems`,
        lineitem: `${this.issuer}/contexts/course-101/lineitems/${person.resourceLink?.id ?? 'link-1'}`,
      },
      ...person.claims,
      ...this.tokenOverrides,
      ...options.overrides,
    };
    for (const [name, value] of Object.entries(claims)) if (value === undefined) delete claims[name];
    return signIdToken(claims, key);
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', this.issuer);
    if (url.pathname === '/jwks') {
      this.jwksFetches += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: this.published.map((key) => key.publicJwk) }));
      return;
    }
    if (url.pathname === '/auth') return this.authorize(url, response);
    if (await this.services.answer(request, response, url)) return;
    response.writeHead(404).end();
  }

  /** OIDC authentication request (LTI Security Framework §5.1.1.2): checked, then answered with the form post. */
  private async authorize(url: URL, response: ServerResponse) {
    const query = Object.fromEntries(url.searchParams);
    const person = this.people.get(query.login_hint);
    if (!isAuthenticationRequest(query, this.clientId) || !person) {
      response.writeHead(400, { 'content-type': 'text/plain' }).end('invalid_request');
      return;
    }
    const idToken = await this.idToken(person, query.nonce);
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(formPage(query.redirect_uri, { id_token: idToken, state: query.state }));
  }
}
