/**
 * How the contract writes one call of the API: its method and its path under the API base (`/api` on the
 * server), with `:name` for each parameter, as Fastify and msw both write it. Each domain's module lists
 * its own calls this way, and routes.ts gathers them into API_ROUTES.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteSpec {
  method: HttpMethod;
  path: string;
}

export const route = <M extends HttpMethod, P extends string>(method: M, path: P) =>
  ({ method, path }) as const;
