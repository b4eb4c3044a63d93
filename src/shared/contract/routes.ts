import type { Static, TSchema } from 'typebox';
import { ANALYTICS_ROUTES } from './analytics';
import { AUTH_ROUTES } from './auth';
import { COMMENT_BANK_ROUTES } from './comment-bank';
import { CONTENT_ROUTES } from './content';
import { COURSE_ROUTES } from './courses';
import { ESSAY_DRAFT_ROUTES } from './essay-drafts';
import { EXPORT_ROUTES } from './exports';
import { FEEDBACK_ROUTES } from './feedback';
import { FEEDBACK_CATEGORY_ROUTES } from './feedback-categories';
import { LEGACY_ANALYTICS_ROUTES } from './legacy-analytics';
import { LOG_ROUTES } from './logs';
import { LTI_ROUTES } from './lti';
import { NOTIFICATION_ROUTES } from './notifications';
import { PEOPLE_ROUTES } from './people';
import type { RouteSpec } from './route-spec';
import { RUBRIC_ROUTES } from './rubrics';
import type { RouteSchemasOf } from './schemas/routes';
import { STUDENT_ROUTES } from './student';
import { SUBMISSION_ROUTES } from './submissions';
import { USER_ROUTES } from './users';

export type { HttpMethod, RouteSpec } from './route-spec';

/**
 * Every call of the API, by name, gathered from the domains' modules, which each declare their own calls
 * (method and path) beside their types; their schemas are in the domains' modules of `schemas/`, gathered
 * in `schemas/routes.ts`. The server serves each route from these tables, loading the file each one names,
 * and refuses to start with a route they do not declare; `src/server/contract-parity.test.ts` holds the
 * server, this table and the msw handlers to each other.
 */
export const API_ROUTES = {
  ...AUTH_ROUTES,
  ...USER_ROUTES,
  ...NOTIFICATION_ROUTES,
  ...COMMENT_BANK_ROUTES,
  ...FEEDBACK_CATEGORY_ROUTES,
  ...COURSE_ROUTES,
  ...CONTENT_ROUTES,
  ...RUBRIC_ROUTES,
  ...PEOPLE_ROUTES,
  ...LOG_ROUTES,
  ...LEGACY_ANALYTICS_ROUTES,
  ...EXPORT_ROUTES,
  ...ANALYTICS_ROUTES,
  ...FEEDBACK_ROUTES,
  ...STUDENT_ROUTES,
  ...ESSAY_DRAFT_ROUTES,
  ...SUBMISSION_ROUTES,
  ...LTI_ROUTES,
} as const satisfies Record<string, RouteSpec>;

export type ApiRouteName = keyof typeof API_ROUTES;

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters a route's path names, as the address spells them: `{ id: string }` for `/admin/weeks/:id`. */
export type RouteParams<N extends ApiRouteName> = {
  [Name in ParamNames<(typeof API_ROUTES)[N]['path']>]: string;
};

/** What a route takes as its body, typed from its schema (the schema itself stays on the server). */
export type RouteBody<N extends ApiRouteName> =
  RouteSchemasOf<N> extends { body: infer Body extends TSchema } ? Static<Body> : never;

/** What a route answers when it succeeds, of any status its schemas declare; null for an empty answer. */
export type RouteAnswer<N extends ApiRouteName> =
  RouteSchemasOf<N> extends {
    answer: infer Answers extends Record<number, TSchema>;
  }
    ? {
        [Status in keyof Answers]: Answers[Status] extends TSchema ? Static<Answers[Status]> : never;
      }[keyof Answers]
    : null;

/** A route's path with its parameters filled in, each encoded: `pathTo(API_ROUTES.getWeek, { id: 3 })`. */
export function pathTo(spec: RouteSpec, params: Record<string, string | number> = {}): string {
  return spec.path.replace(/:(\w+)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`${spec.path} needs :${name}`);
    return encodeURIComponent(String(params[name]));
  });
}

/**
 * One call of a route as a fetch takes it: the address with `params` filled in, the route's method, and
 * the body when there is one (the route is named once, so address and method cannot disagree).
 */
export function callOf<Spec extends RouteSpec>(
  spec: Spec,
  params: Record<string, string | number> = {},
  body?: unknown,
): { url: string; method: Spec['method']; body?: unknown } {
  return { url: pathTo(spec, params), method: spec.method, ...(body === undefined ? {} : { body }) };
}

/** Fastify's and msw's `:name` parameters read alike whatever they are called. */
export const routeShape = (path: string) => path.replace(/:\w+/g, ':param');

const declared = new Map(
  (Object.entries(API_ROUTES) as Array<[ApiRouteName, RouteSpec]>).map(([name, spec]) => [
    `${spec.method} ${routeShape(spec.path)}`,
    name,
  ]),
);

/** The contract's name for this method and path (parameter names aside), or undefined if it has none. */
export const routeNameOf = (method: string, path: string): ApiRouteName | undefined =>
  declared.get(`${method} ${routeShape(path)}`);
