import { type Static, Type } from 'typebox';
import type { LEGACY_ANALYTICS_ROUTES } from '../legacy-analytics';
import { LEGACY_ANALYTICS_BATCH_SIZE } from '../legacy-analytics';
import { ClosedObject, type RouteSchemas, servedBy } from './common';
import { ClientLogEventSchema, LogIngestAnswerSchema } from './logs';

/** What the page says about itself with each batch: which build sent it, in which visit. */
export const LegacyAnalyticsConfigSchema = ClosedObject({
  app_version: Type.String({ minLength: 1, maxLength: 50 }),
  session_id: Type.String({ minLength: 1, maxLength: 100 }),
});

/** Section 7: POST /logging/kusto {events, config}. The events are the client log events of section 3. */
export const LegacyAnalyticsBodySchema = Type.Object({
  events: Type.Array(ClientLogEventSchema, { minItems: 1, maxItems: LEGACY_ANALYTICS_BATCH_SIZE }),
  config: LegacyAnalyticsConfigSchema,
});
export type LegacyAnalyticsBody = Static<typeof LegacyAnalyticsBodySchema>;

export const LegacyAnalyticsAnswerSchema = LogIngestAnswerSchema;

/** What the server validates of each call of the domain (../legacy-analytics.ts), by the route file serving it. */
// biome-ignore format: a table, one call a line
export const LEGACY_ANALYTICS_ROUTE_SCHEMAS = {
  ...servedBy('logging/kusto', { legacyAnalytics: { body: LegacyAnalyticsBodySchema, answer: { 202: LegacyAnalyticsAnswerSchema } } }),
} satisfies Record<keyof typeof LEGACY_ANALYTICS_ROUTES, RouteSchemas>;
