import type { FastifyInstance } from 'fastify';
import { type ApiRouteName, routeNameOf } from '../shared/contract/routes';
import { ROUTE_SCHEMAS, type RouteSchemas } from '../shared/contract/schemas/routes';
import type { Config } from './config';
import { API_PREFIX } from './routes/serve';
import { type ReleasedGradesReader, releasedGradesReader } from './submissions/grade-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configuration read at start-up: each route file takes its settings from it. */
    config: Config;
    /** A student's released grades, kept until they change: the grades and the feedback lists share it. */
    releasedGrades: ReleasedGradesReader;
  }
}

/** The route files the contract names (`servedBy`), each with the calls it serves. */
function routeFiles(): Map<string, ApiRouteName[]> {
  const files = new Map<string, ApiRouteName[]>();
  for (const [name, { servedBy }] of Object.entries(ROUTE_SCHEMAS) as Array<[ApiRouteName, RouteSchemas]>) {
    files.set(servedBy, [...(files.get(servedBy) ?? []), name]);
  }
  return files;
}

/**
 * Loads and registers one route file; it must serve exactly the calls that name it, so a file that
 * lacks one of them, or serves another's, stops the server at start-up (a call the contract does not
 * declare at all is refused as it is added: plugins/auth.ts).
 */
async function registerRouteFile(app: FastifyInstance, file: string, names: ApiRouteName[]) {
  const { default: routes } = await import(`./routes/${file}`);
  if (typeof routes !== 'function')
    throw new Error(`routes/${file} has no route plugin as its default export.`);
  const before = app.apiRoutes.length;
  await app.register(routes);
  const served = app.apiRoutes
    .slice(before)
    .map((route) => routeNameOf(route.method, route.url.slice(API_PREFIX.length)));
  const missing = names.filter((name) => !served.includes(name));
  if (missing.length)
    throw new Error(`routes/${file} does not serve ${missing.join(', ')}, as the contract says.`);
  const others = served.filter((name) => !names.includes(name!));
  if (others.length)
    throw new Error(`routes/${file} serves ${others.join(', ')}, which the contract has served elsewhere.`);
}

/**
 * Every call of the API, registered from the contract: each route file sits where its address does
 * (routes/admin/courses/weeks.ts serves /api/admin/courses/{courseId}/weeks), is named by the calls it
 * serves, and takes the address and schemas from the contract (routes/serve.ts) and its settings from
 * `app.config`, so none is registered under a prefix or with options of its own.
 */
export default async function serveApi(app: FastifyInstance, { config }: { config: Config }) {
  app.decorate('config', config);
  app.decorate('releasedGrades', releasedGradesReader(app.db, app.changes));
  for (const [file, names] of routeFiles()) await registerRouteFile(app, file, names);
}
