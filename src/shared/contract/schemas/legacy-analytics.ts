import { Type } from 'typebox';
import { LEGACY_ANALYTICS_BATCH_SIZE } from '../legacy-analytics';
import { ClientLogEventSchema, LogIngestAnswerSchema } from './logs';

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

export const LegacyAnalyticsAnswerSchema = LogIngestAnswerSchema;
