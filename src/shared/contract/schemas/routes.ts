import type { ApiRouteName } from '../routes';
import { ANALYTICS_ROUTE_SCHEMAS } from './analytics';
import { AUTH_ROUTE_SCHEMAS } from './auth';
import { COMMENT_BANK_ROUTE_SCHEMAS } from './comment-bank';
import type { RouteSchemas } from './common';
import { CONTENT_ROUTE_SCHEMAS } from './content';
import { COURSE_ROUTE_SCHEMAS } from './courses';
import { ESSAY_DRAFT_ROUTE_SCHEMAS } from './essay-drafts';
import { EXPORT_ROUTE_SCHEMAS } from './exports';
import { FEEDBACK_ROUTE_SCHEMAS } from './feedback';
import { FEEDBACK_CATEGORY_ROUTE_SCHEMAS } from './feedback-categories';
import { LEGACY_ANALYTICS_ROUTE_SCHEMAS } from './legacy-analytics';
import { LOG_ROUTE_SCHEMAS } from './logs';
import { LTI_ROUTE_SCHEMAS } from './lti';
import { NOTIFICATION_ROUTE_SCHEMAS } from './notifications';
import { PEOPLE_ROUTE_SCHEMAS } from './people';
import { RUBRIC_ROUTE_SCHEMAS } from './rubrics';
import { STUDENT_ROUTE_SCHEMAS } from './student';
import { SUBMISSION_ROUTE_SCHEMAS } from './submissions';
import { USER_ROUTE_SCHEMAS } from './users';

export type { RouteSchemas } from './common';

/**
 * Everything the server validates of each call in API_ROUTES, gathered from the domains' modules: its
 * path parameters, query, headers, body and answers (by status), and the route file that serves it. The
 * server loads each route's file and serves it with exactly these schemas (`serve` in
 * src/server/routes/serve.ts takes them from here, and the server refuses to start with a route served
 * otherwise), and the contract parity tests check the mocks' answers against them. Like every module in
 * this folder it is the server's validation and never reaches the browser, which takes its types and
 * constants from the modules one folder up.
 */
const schemas = {
  ...AUTH_ROUTE_SCHEMAS,
  ...USER_ROUTE_SCHEMAS,
  ...NOTIFICATION_ROUTE_SCHEMAS,
  ...COMMENT_BANK_ROUTE_SCHEMAS,
  ...FEEDBACK_CATEGORY_ROUTE_SCHEMAS,
  ...COURSE_ROUTE_SCHEMAS,
  ...CONTENT_ROUTE_SCHEMAS,
  ...RUBRIC_ROUTE_SCHEMAS,
  ...PEOPLE_ROUTE_SCHEMAS,
  ...LOG_ROUTE_SCHEMAS,
  ...LEGACY_ANALYTICS_ROUTE_SCHEMAS,
  ...EXPORT_ROUTE_SCHEMAS,
  ...ANALYTICS_ROUTE_SCHEMAS,
  ...FEEDBACK_ROUTE_SCHEMAS,
  ...STUDENT_ROUTE_SCHEMAS,
  ...ESSAY_DRAFT_ROUTE_SCHEMAS,
  ...SUBMISSION_ROUTE_SCHEMAS,
  ...LTI_ROUTE_SCHEMAS,
} satisfies Record<ApiRouteName, RouteSchemas>;

/** One route's schemas with their own types, from which a handler's request and reply are typed. */
export type RouteSchemasOf<N extends ApiRouteName> = (typeof schemas)[N];

export const ROUTE_SCHEMAS: Record<ApiRouteName, RouteSchemas> = schemas;
