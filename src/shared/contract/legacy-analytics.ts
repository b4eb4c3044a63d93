import { type Static, Type } from 'typebox';
import { ClientLogEventSchema, LogIngestAnswerSchema } from './logs';

/** Section 9: the legacy analytics buffer holds 100 events and sends 25 at a time every 30 s. */
export const LEGACY_ANALYTICS_BUFFER_MAX = 100;
export const LEGACY_ANALYTICS_BATCH_SIZE = 25;
export const LEGACY_ANALYTICS_FLUSH_INTERVAL_MS = 30_000;

/** What the page says about itself with each batch: which build sent it, in which visit. */
export const LegacyAnalyticsConfigSchema = Type.Object(
  {
    app_version: Type.String({ minLength: 1, maxLength: 50 }),
    session_id: Type.String({ minLength: 1, maxLength: 100 }),
  },
  { additionalProperties: false },
);

/** Section 7: POST /logging/kusto {events, config}. The events are the client log events of section 3. */
export const LegacyAnalyticsBodySchema = Type.Object({
  events: Type.Array(ClientLogEventSchema, { minItems: 1, maxItems: LEGACY_ANALYTICS_BATCH_SIZE }),
  config: LegacyAnalyticsConfigSchema,
});
export type LegacyAnalyticsBody = Static<typeof LegacyAnalyticsBodySchema>;

export const LegacyAnalyticsAnswerSchema = LogIngestAnswerSchema;
