import { type Static, Type } from 'typebox';
import type { LOG_ROUTES } from '../logs';
import {
  CLIENT_LOG_CATEGORIES,
  LOG_DETAIL_TEXT_LIMITS as DETAIL,
  LOG_CATEGORIES,
  LOG_INGEST_MAX_EVENTS,
  LOG_LEVELS,
  LOG_SERVICES,
  LOG_EVENT_TEXT_LIMITS as TEXT,
} from '../logs';
import {
  ClosedObject,
  IdParamsSchema,
  Nullable,
  PageFields,
  PageQueryFields,
  type RouteSchemas,
  servedBy,
} from './common';

// Type lists rather than unions: the server's validator coerces types, and in a union null would
// first be turned into '' or 0 and accepted as such.
const NullableText = (maxLength: number) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength });
const NullableId = Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 0 });
const NullableDuration = Type.Unsafe<number | null>({
  type: ['number', 'null'],
  minimum: 0,
  maximum: 86_400_000,
});

const Id = Type.Optional(Type.Integer({ minimum: 0 }));

/**
 * An allow-list of flat facts (ids, endpoint names, status codes, counts), never a request body; any
 * other key is dropped on arrival.
 */
export const LogDetailsSchema = ClosedObject({
  endpointName: Type.Optional(Type.String({ maxLength: DETAIL.endpointName })),
  method: Type.Optional(Type.String({ maxLength: DETAIL.method })),
  /** The API path, without its query string. */
  path: Type.Optional(Type.String({ maxLength: DETAIL.path })),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
  /** Why a call got no HTTP answer: FETCH_ERROR, TIMEOUT_ERROR, PARSING_ERROR. */
  errorKind: Type.Optional(Type.String({ maxLength: DETAIL.errorKind })),
  count: Id,
  courseId: Id,
  weekId: Id,
  lessonId: Id,
  assignmentId: Id,
  submissionId: Id,
  itemId: Id,
  enrollmentId: Id,
  sessionMinutes: Id,
  /** Section 9: 'warning' for a call slower than SLOW_CALL_MS. */
  level: Type.Optional(Type.Enum(['warning'])),
});
export type LogDetails = Static<typeof LogDetailsSchema>;

/** Section 3: the client log event, exactly these fields. */
export const ClientLogEventSchema = Type.Object({
  timestamp: Type.String({ format: 'date-time' }),
  userId: NullableId,
  username: NullableText(TEXT.username),
  userRole: NullableText(TEXT.userRole),
  sessionId: Type.String({ minLength: 1, maxLength: TEXT.sessionId }),
  action: Type.String({ minLength: 1, maxLength: TEXT.action }),
  category: Type.Enum(CLIENT_LOG_CATEGORIES),
  entityType: NullableText(TEXT.entityType),
  entityId: NullableId,
  details: LogDetailsSchema,
  success: Type.Boolean(),
  errorMessage: NullableText(TEXT.errorMessage),
  duration: NullableDuration,
  browserInfo: Type.String({ maxLength: TEXT.browserInfo }),
  pageUrl: Type.String({ maxLength: TEXT.pageUrl }),
});
export type ClientLogEvent = Static<typeof ClientLogEventSchema>;

export const LogIngestBodySchema = Type.Array(ClientLogEventSchema, {
  minItems: 1,
  maxItems: LOG_INGEST_MAX_EVENTS,
});

export const LogIngestAnswerSchema = Type.Object({ accepted: Type.Integer() });
export type LogIngestAnswer = Static<typeof LogIngestAnswerSchema>;

/** Section 3: the backend log record, as the System Logs screen reads it. */
export const LogRecordSchema = Type.Object({
  id: Type.Integer(),
  service: Type.Enum(LOG_SERVICES),
  level: Type.Enum(LOG_LEVELS),
  category: Type.String(),
  message: Type.String(),
  context: Type.Unknown(),
  user_id: Nullable(Type.Integer()),
  username: Nullable(Type.String()),
  ip_address: Nullable(Type.String()),
  request_id: Nullable(Type.String()),
  session_id: Nullable(Type.String()),
  endpoint: Nullable(Type.String()),
  method: Nullable(Type.String()),
  status_code: Nullable(Type.Integer()),
  duration_ms: Nullable(Type.Number()),
  timestamp: Type.String({ format: 'date-time' }),
});
export type LogRecord = Static<typeof LogRecordSchema>;

export const LogListQuerySchema = ClosedObject({
  level: Type.Optional(Type.Enum(LOG_LEVELS)),
  /** Records at this level or more severe; with `level`, both apply. */
  min_level: Type.Optional(Type.Enum(LOG_LEVELS)),
  category: Type.Optional(Type.Enum(LOG_CATEGORIES)),
  service: Type.Optional(Type.Enum(LOG_SERVICES)),
  /** A user id, or part of a username. */
  user: Type.Optional(Type.String({ maxLength: 100 })),
  from: Type.Optional(Type.String({ format: 'date-time' })),
  to: Type.Optional(Type.String({ format: 'date-time' })),
  /** Text in the message or the endpoint. */
  q: Type.Optional(Type.String({ maxLength: 200 })),
  ...PageQueryFields,
});
export type LogListQuery = Static<typeof LogListQuerySchema>;

export const LogPageSchema = Type.Object({
  ...PageFields(LogRecordSchema),
});
export type LogPage = Static<typeof LogPageSchema>;

/** What the server validates of each call of the domain (../logs.ts), by the route file serving it. */
// biome-ignore format: a table, one call a line
export const LOG_ROUTE_SCHEMAS = {
  ...servedBy('admin/logs/ingest/batch', { ingestLogs: { body: LogIngestBodySchema, answer: { 202: LogIngestAnswerSchema } } }),
  ...servedBy('admin/logs', {
    getLogs: { querystring: LogListQuerySchema, answer: { 200: LogPageSchema } },
    getLog: { params: IdParamsSchema, answer: { 200: LogRecordSchema } },
  }),
} satisfies Record<keyof typeof LOG_ROUTES, RouteSchemas>;
