import type { RateLimitOptions } from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import { API_ROUTES, type ApiRouteName } from '../../shared/contract/routes';
import { ROUTE_SCHEMAS, type RouteSchemas, type RouteSchemasOf } from '../../shared/contract/schemas/routes';
import type { Access } from '../auth/access';
import type { StaffScope } from '../auth/course-staff';

/** Where the contract's paths are served. */
export const API_PREFIX = '/api';

/** A Fastify instance that types requests and replies from TypeBox schemas, as route plugins receive it. */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** The contract's schemas of a route in Fastify's words: its answers are the `response`. */
export type FastifySchemaOf<N extends ApiRouteName> = Omit<RouteSchemasOf<N>, 'answer' | 'servedBy'> &
  (RouteSchemasOf<N> extends { answer: infer Answer } ? { response: Answer } : unknown);

export type ContractHandler<N extends ApiRouteName> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  FastifySchemaOf<N>,
  TypeBoxTypeProvider
>;

export interface ServeOptions
  extends Pick<RouteShorthandOptions, 'onRequest' | 'preValidation' | 'bodyLimit' | 'attachValidation'> {
  /** Who may call the route (plugins/auth.ts). */
  access: Access;
  /** For an admin route: which course it touches and what it does there (auth/course-staff). */
  staff?: StaffScope;
  rateLimit?: RateLimitOptions;
}

function fastifySchema({ answer, servedBy: _file, ...parts }: RouteSchemas) {
  return answer ? { ...parts, response: answer } : parts;
}

/**
 * Serves one call of the contract: its method, its address under /api and every schema come from the
 * contract (API_ROUTES and ROUTE_SCHEMAS), so a route file holds only who may call it and what it does.
 * The handler's request and reply are typed from the same schemas.
 */
export function serve<N extends ApiRouteName>(
  app: Api,
  name: N,
  { access, staff, rateLimit, ...options }: ServeOptions,
  handler: ContractHandler<N>,
): void {
  const { method, path } = API_ROUTES[name];
  app.route({
    method,
    url: `${API_PREFIX}${path}`,
    schema: fastifySchema(ROUTE_SCHEMAS[name]) as FastifySchemaOf<N>,
    config: { access, ...(staff && { staff }), ...(rateLimit && { rateLimit }) },
    ...options,
    handler,
  });
}

/**
 * Sends an answer that is already JSON text (kept as text because serialising it again would cost the
 * request thread): Fastify sends a string with a JSON content type as it is.
 */
export function sendJsonText(reply: FastifyReply, json: string | Buffer) {
  return reply.type('application/json; charset=utf-8').send(json);
}
