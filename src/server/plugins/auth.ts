import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessTokenPayload } from '../../shared/contract/auth';
import { routeNameOf } from '../../shared/contract/routes';
import { ROUTE_SCHEMAS } from '../../shared/contract/schemas/routes';
import { accountOfSession } from '../accounts/sessions';
import { ACCESS_LEVELS, type Access, type Account, decideAccess, forbiddenDetail } from '../auth/access';
import { requireSiteAdmin, requireStaff, type StaffPlace, type StaffScope } from '../auth/course-staff';
import { ReadCache } from '../db/read-cache';
import { forbidden, unauthenticated } from '../errors';
import { API_PREFIX } from '../routes/serve';

declare module 'fastify' {
  interface FastifyRequest {
    account: Account | null;
    /** On an admin route about one course: the course and the caller's part in it (auth/course-staff). */
    staffPlace: StaffPlace | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    staff?: StaffScope;
  }
  interface FastifyInstance {
    signAccessToken(account: Pick<Account, 'id' | 'role' | 'sessionId'>): string;
    /** Every /api route with who may call it: the authorization matrix is read from this table. */
    apiRoutes: ApiRoute[];
  }
}

export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
  /** For an admin route, the course it touches (auth/course-staff). */
  staff?: StaffScope;
  /** The route's body schema, when it takes a body: the robustness tests derive its text fields from it. */
  body?: unknown;
  /** The route's answer schemas by status: the contract parity test checks the mocks' answers against them. */
  response?: Record<string, unknown>;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: Omit<AccessTokenPayload, 'exp' | 'iat'>;
    user: AccessTokenPayload;
  }
}

/**
 * Every token this server signs carries all four claims with these types; one that lacks any was not
 * issued here (or not for this purpose), so it is refused like a bad signature rather than half-trusted.
 */
function isAccessTokenPayload(payload: unknown): payload is AccessTokenPayload {
  const claims = payload as Partial<Record<keyof AccessTokenPayload, unknown>>;
  return (
    Number.isInteger(claims.id) &&
    // Ids are PostgreSQL integers; a larger number would fail in the query, not as a refused token.
    (claims.id as number) > 0 &&
    (claims.id as number) <= 2_147_483_647 &&
    typeof claims.role === 'string' &&
    typeof claims.sid === 'string' &&
    typeof claims.exp === 'number'
  );
}

async function loadAccount(
  app: FastifyInstance,
  request: FastifyRequest,
  accounts: ReadCache<Account | null>,
): Promise<Account | null> {
  if (!request.headers.authorization) return null;
  let payload: unknown;
  try {
    payload = await request.jwtVerify<AccessTokenPayload>();
  } catch {
    throw unauthenticated('Your session has expired. Please sign in again.');
  }
  if (!isAccessTokenPayload(payload))
    throw unauthenticated('Your session has expired. Please sign in again.');
  // The session row makes logout, password changes and a new role or status take effect at once, not
  // at token expiry: the cache drops the person's entries as the database announces either change.
  const account = await accounts.get(payload.id, payload.sid, () =>
    accountOfSession(app.db, payload.id, payload.sid),
  );
  if (!account) throw unauthenticated('Your session has ended. Please sign in again.');
  return account;
}

/**
 * The contract declares every call once (shared/contract/routes.ts and schemas/routes.ts), and routes
 * are served from it (routes/serve.ts): a route it lacks, or one served with any other schema, stops the
 * server at start-up.
 */
function assertDeclared(method: string, url: string, schema: FastifySchema = {}) {
  const name = routeNameOf(method, url.slice(API_PREFIX.length));
  if (!name) throw new Error(`Route ${method} ${url} is not declared in the contract (API_ROUTES).`);
  const { answer, ...declared } = ROUTE_SCHEMAS[name];
  for (const part of ['params', 'querystring', 'headers', 'body'] as const) {
    if (schema[part] !== declared[part])
      throw new Error(`Route ${method} ${url} validates other ${part} than the contract declares.`);
  }
  const served = (schema.response ?? {}) as Record<string, unknown>;
  const statuses = new Set([...Object.keys(served), ...Object.keys(answer ?? {})]);
  for (const status of statuses) {
    if (served[status] !== answer?.[Number(status)])
      throw new Error(
        `Route ${method} ${url} answers ${status} with another schema than the contract declares.`,
      );
  }
}

/**
 * An admin route's course, checked before its handler runs: the site administrator passes everywhere,
 * an instructor or assistant only in their courses (404 elsewhere) and only for what their part allows.
 */
async function checkCourseStaff(app: FastifyInstance, request: FastifyRequest) {
  const scope = request.routeOptions.config?.staff;
  const account = request.account!;
  if (scope === 'site') return requireSiteAdmin(account);
  if (!scope || scope === 'own') return;
  const id = Number((request.params as Record<string, string> | undefined)?.[scope.param]);
  // An id that is not one is left to the schema, which answers 400 before the handler runs.
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return;
  request.staffPlace = await requireStaff(app.db, account, scope.kind, id, scope.need);
}

export default fp(
  async (app: FastifyInstance, options: { secret: string; accessTokenTtlSeconds: number }) => {
    await app.register(fastifyJwt, {
      secret: options.secret,
      sign: { algorithm: 'HS256', expiresIn: options.accessTokenTtlSeconds },
      // A verified token is remembered until it expires (fast-jwt's LRU): the signature is checked once.
      verify: { algorithms: ['HS256'], cache: true },
    });
    app.decorate('signAccessToken', (account: Pick<Account, 'id' | 'role' | 'sessionId'>) =>
      app.jwt.sign({ id: account.id, role: account.role, sid: account.sessionId }),
    );
    app.decorateRequest('account', null);
    app.decorateRequest('staffPlace', null);

    const apiRoutes: ApiRoute[] = [];
    app.decorate('apiRoutes', apiRoutes);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      const access = route.config?.access;
      if (!(access && ACCESS_LEVELS.includes(access))) {
        throw new Error(
          `Route ${route.method} ${route.url} does not declare who may call it (config.access).`,
        );
      }
      if (access === 'admin' && !route.config?.staff) {
        throw new Error(
          `Route ${route.method} ${route.url} does not say which course it touches (config.staff).`,
        );
      }
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        assertDeclared(method, route.url, route.schema);
        apiRoutes.push({
          method,
          url: route.url,
          access,
          staff: route.config?.staff,
          body: route.schema?.body,
          response: route.schema?.response as Record<string, unknown> | undefined,
        });
      }
    });

    const accounts = new ReadCache<Account | null>(app.changes, { tables: ['users', 'sessions'] });
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access;
      if (!access || access === 'public') return;
      request.account = await loadAccount(app, request, accounts);
      const targetId = Number((request.params as { id?: string } | undefined)?.id);
      const decision = decideAccess(access, request.account, targetId);
      if (decision === 'unauthenticated') throw unauthenticated('Please sign in to access this content.');
      if (decision === 'forbidden') throw forbidden(forbiddenDetail(access, request.account!));
    });
    // After validation, so a malformed request is answered 400 as before; before the handler does anything.
    app.addHook('preHandler', async (request) => {
      if (request.routeOptions.config?.access === 'admin') await checkCourseStaff(app, request);
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
