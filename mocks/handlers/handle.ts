import {
  type DefaultBodyType,
  type HttpHandler,
  type HttpResponse,
  type HttpResponseResolver,
  http,
} from 'msw';
import type { ApiError, User } from '../../src/shared/contract';
import {
  API_ROUTES,
  type ApiRouteName,
  type RouteAnswer,
  type RouteBody,
  type RouteParams,
} from '../../src/shared/contract/routes';
import { adminOrRefusal, apiPath, signedInOrRefusal, studentOrRefusal } from './respond';

/** A resolver typed by the contract: the route's path parameters and body, its answers or the error shape. */
export type ContractResolver<N extends ApiRouteName> = HttpResponseResolver<
  RouteParams<N>,
  Extract<RouteBody<N>, DefaultBodyType>,
  Extract<RouteAnswer<N> | ApiError, DefaultBodyType>
>;

/** A resolver that runs once the caller has passed the route's access check, with the caller's account. */
export type CallerResolver<N extends ApiRouteName> = (
  info: Parameters<ContractResolver<N>>[0] & { user: User },
) => ReturnType<ContractResolver<N>>;

const byMethod = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete };

/** The msw handler of one call of the contract, at its method and path (API_ROUTES), from any origin. */
export function handle<N extends ApiRouteName>(name: N, resolver: ContractResolver<N>): HttpHandler {
  const { method, path } = API_ROUTES[name];
  return byMethod[method](apiPath(path), resolver as HttpResponseResolver);
}

/** Handlers of the calls one access level guards: the server's refusal first, else the resolver. */
const guardedBy =
  (check: (request: Request) => User | HttpResponse<ApiError>) =>
  <N extends ApiRouteName>(name: N, resolver: CallerResolver<N>): HttpHandler =>
    handle(name, ((info: Parameters<ContractResolver<N>>[0]) => {
      const caller = check(info.request);
      return caller instanceof Response ? caller : resolver({ ...info, user: caller });
    }) as ContractResolver<N>);

/** A call any signed-in account may make (the server's 'signedIn'). */
export const handleSignedIn = guardedBy(signedInOrRefusal);
/** A call of an admin route: instructors only. */
export const handleAsAdmin = guardedBy(adminOrRefusal);
/** A call of a student route: a verified, approved regular account (the server's 'student'). */
export const handleAsStudent = guardedBy(studentOrRefusal);
