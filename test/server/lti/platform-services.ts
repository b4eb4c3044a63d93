import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createLocalJWKSet, type JWK, type JWTPayload, jwtVerify } from 'jose';

/** A member of the platform's course as its roster service lists them (NRPS 2.0). */
export interface RosterEntry {
  user_id: string;
  name?: string;
  email?: string;
  roles: string[];
  status?: 'Active' | 'Inactive' | 'Deleted';
}

/** A token request as the platform received it, with what it made of the client assertion. */
export interface TokenRequest {
  fields: Record<string, string>;
  /** The assertion's verified claims, or null when it did not verify against the tool's key set. */
  assertion: JWTPayload | null;
}

export interface ReceivedScore {
  lineItem: string;
  contentType: string;
  body: Record<string, unknown>;
}

const SCOPE_OF_SERVICE = {
  roster: 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
  lineItem: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
};

async function bodyOf(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

const json = (response: ServerResponse, status: number, value: unknown, headers = {}) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(value));
};

/**
 * The LTI Advantage services of the test platform: a token endpoint that verifies the tool's client
 * assertion against the tool's key set, a paged roster (NRPS) and a grade book (AGS) that record what
 * they receive. Each service checks the bearer token was granted for its scope.
 */
export class PlatformServices {
  /** The tool's public key set, as the platform fetches it from the tool's JWKS address. */
  toolJwks: () => Promise<{ keys: JWK[] }> = async () => ({ keys: [] });
  readonly tokenRequests: TokenRequest[] = [];
  private readonly grants = new Map<string, string>();
  roster: RosterEntry[] = [];
  rosterPageSize = 20;
  readonly rosterPagesServed: string[] = [];
  readonly lineItemsMade: Record<string, unknown>[] = [];
  readonly scores: ReceivedScore[] = [];
  /** The next `times` score posts are refused with this status and body. */
  scoreFailure: { times: number; status: number; body: string } | null = null;

  constructor(
    private readonly issuer: () => string,
    private readonly clientId: string,
  ) {}

  /** Answers a service request; false when the path is none of the services'. */
  async answer(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
    if (url.pathname === '/token' && request.method === 'POST') {
      await this.grantToken(request, response);
      return true;
    }
    const memberships = url.pathname.match(/^\/contexts\/([^/]+)\/memberships$/);
    if (memberships && request.method === 'GET') {
      if (this.authorized(request, response, SCOPE_OF_SERVICE.roster)) this.rosterPage(url, response);
      return true;
    }
    if (/^\/contexts\/[^/]+\/lineitems$/.test(url.pathname) && request.method === 'POST') {
      if (this.authorized(request, response, SCOPE_OF_SERVICE.lineItem))
        await this.makeLineItem(request, response, url);
      return true;
    }
    const scores = url.pathname.match(/^(\/contexts\/[^/]+\/lineitems\/[^/]+)\/scores$/);
    if (scores && request.method === 'POST') {
      if (this.authorized(request, response, SCOPE_OF_SERVICE.score))
        await this.takeScore(request, response, `${this.issuer()}${scores[1]}`);
      return true;
    }
    return false;
  }

  private async grantToken(request: IncomingMessage, response: ServerResponse) {
    const fields = Object.fromEntries(new URLSearchParams(await bodyOf(request)));
    let assertion: JWTPayload | null = null;
    try {
      ({ payload: assertion } = await jwtVerify(
        fields.client_assertion ?? '',
        createLocalJWKSet(await this.toolJwks()),
        {
          algorithms: ['RS256'],
          issuer: this.clientId,
          subject: this.clientId,
          audience: `${this.issuer()}/token`,
          requiredClaims: ['jti', 'exp', 'iat'],
        },
      ));
    } catch {
      assertion = null;
    }
    this.tokenRequests.push({ fields, assertion });
    const wellFormed =
      fields.grant_type === 'client_credentials' &&
      fields.client_assertion_type === 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
    if (!wellFormed || !assertion) return json(response, 401, { error: 'invalid_client' });
    const token = randomUUID();
    this.grants.set(token, fields.scope ?? '');
    json(response, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600, scope: fields.scope });
  }

  private authorized(request: IncomingMessage, response: ServerResponse, scope: string): boolean {
    const token = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
    const granted = this.grants.get(token);
    if (granted?.split(' ').includes(scope)) return true;
    json(response, 401, { error: 'invalid_token' });
    return false;
  }

  private rosterPage(url: URL, response: ServerResponse) {
    this.rosterPagesServed.push(url.toString());
    const page = Number(url.searchParams.get('page') ?? '0');
    const start = page * this.rosterPageSize;
    const members = this.roster.slice(start, start + this.rosterPageSize);
    const headers: Record<string, string> = {
      'content-type': 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json',
    };
    if (start + this.rosterPageSize < this.roster.length) {
      const next = new URL(url);
      next.searchParams.set('page', String(page + 1));
      headers.link = `<${next}>; rel="next", <${url.origin}${url.pathname}>; rel="first"`;
    }
    json(response, 200, { id: url.toString(), context: { id: 'course-101' }, members }, headers);
  }

  private async makeLineItem(request: IncomingMessage, response: ServerResponse, url: URL) {
    const body = JSON.parse(await bodyOf(request)) as Record<string, unknown>;
    const id = `${url.origin}${url.pathname}/made-${this.lineItemsMade.length + 1}`;
    this.lineItemsMade.push({ ...body, id, contentType: request.headers['content-type'] });
    json(response, 201, { ...body, id });
  }

  private async takeScore(request: IncomingMessage, response: ServerResponse, lineItem: string) {
    const body = JSON.parse(await bodyOf(request)) as Record<string, unknown>;
    if (this.scoreFailure && this.scoreFailure.times > 0) {
      this.scoreFailure.times -= 1;
      response.writeHead(this.scoreFailure.status, { 'content-type': 'text/plain' });
      response.end(this.scoreFailure.body);
      return;
    }
    this.scores.push({ lineItem, contentType: String(request.headers['content-type']), body });
    response.writeHead(204).end();
  }
}
