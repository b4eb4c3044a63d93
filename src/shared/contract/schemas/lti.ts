import { type Static, Type } from 'typebox';
import { TITLE_MAX } from '../limits';
import {
  LTI_CONTENT_ITEMS_LIMIT,
  LTI_DEPLOYMENTS_LIMIT,
  LTI_FRAME_ORIGINS_LIMIT,
  type LTI_ROUTES,
} from '../lti';
import { ClosedObject, IdParamsSchema, type RouteSchemas, servedBy } from './common';

/** Issuers, client ids and deployment ids are the platform's own strings; addresses are URLs. */
const PlatformText = Type.String({ minLength: 1, maxLength: 255 });
const Address = Type.String({ minLength: 1, maxLength: 2048 });

/** POST /admin/lti/platforms: the values the LMS shows when Margin is added to it as a tool. */
export const LtiPlatformBodySchema = ClosedObject({
  issuer: PlatformText,
  client_id: PlatformText,
  deployment_ids: Type.Array(PlatformText, { minItems: 1, maxItems: LTI_DEPLOYMENTS_LIMIT }),
  auth_login_url: Address,
  auth_token_url: Address,
  jwks_url: Address,
  /**
   * Where the LMS shows its course pages when that is neither the issuer's nor the login URL's origin
   * (Canvas: the school's own address); those pages may frame Margin too.
   */
  frame_origins: Type.Optional(Type.Array(Address, { maxItems: LTI_FRAME_ORIGINS_LIMIT })),
});
export type LtiPlatformBody = Static<typeof LtiPlatformBodySchema>;

export const LtiPlatformSchema = Type.Object({
  id: Type.Integer(),
  issuer: Type.String(),
  client_id: Type.String(),
  deployment_ids: Type.Array(Type.String()),
  auth_login_url: Type.String(),
  auth_token_url: Type.String(),
  jwks_url: Type.String(),
  frame_origins: Type.Array(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
});
/** An LMS registered as an LTI 1.3 platform, as the site administrator entered it. */
export type LtiPlatform = Static<typeof LtiPlatformSchema>;

export const LtiToolSchema = Type.Object({
  login_url: Type.String(),
  launch_url: Type.String(),
  /** Where an instructor's "add content" request goes (Deep Linking 2.0): the launch URL. */
  deep_linking_url: Type.String(),
  jwks_url: Type.String(),
  /** The current signing key's id, which the JWKS serves with the one before it. */
  key_id: Type.String(),
  key_created_at: Type.String({ format: 'date-time' }),
});
/** What the site administrator pastes into the LMS to register Margin as a tool there. */
export type LtiTool = Static<typeof LtiToolSchema>;

export const LtiRosterSyncSchema = Type.Object({
  /** People new to the course, people whose part in it changed, and people the LMS no longer lists. */
  added: Type.Integer({ minimum: 0 }),
  updated: Type.Integer({ minimum: 0 }),
  marked_inactive: Type.Integer({ minimum: 0 }),
  /** Everyone the LMS roster lists. */
  total: Type.Integer({ minimum: 0 }),
});
/** What a roster sync changed in the course; nobody is removed, and nobody's work. */
export type LtiRosterSync = Static<typeof LtiRosterSyncSchema>;

export const LtiContentRequestSchema = Type.Object({
  id: Type.Integer(),
  course_id: Type.Integer(),
  course_title: Type.String(),
  /** Whether the platform takes several assignments from one answer, or exactly one. */
  accept_multiple: Type.Boolean(),
  /** The course's weeks in order, each with its assignments, to pick from or to add a new one to. */
  weeks: Type.Array(
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      week_number: Type.Integer(),
      assignments: Type.Array(
        Type.Object({
          id: Type.Integer(),
          title: Type.String(),
          due_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
        }),
      ),
    }),
  ),
});
/** A deep-linking request from the LMS: the course whose assignments the instructor places there. */
export type LtiContentRequest = Static<typeof LtiContentRequestSchema>;

export const LtiContentChoiceSchema = ClosedObject({
  assignment_ids: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: LTI_CONTENT_ITEMS_LIMIT }),
  /** An assignment made now and placed with the others; in the course's last week when no week is named. */
  new_assignment: Type.Union([
    ClosedObject({
      title: Type.String({ minLength: 1, maxLength: TITLE_MAX }),
      week_id: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
    }),
    Type.Null(),
  ]),
});
/** The assignments an instructor places in the LMS course. */
export type LtiContentChoice = Static<typeof LtiContentChoiceSchema>;

export const LtiContentAnswerSchema = Type.Object({
  /** Single use, for five minutes: the browser posts it to /lti/content-return, which hands the LMS its answer. */
  return_token: Type.String(),
});
export type LtiContentAnswer = Static<typeof LtiContentAnswerSchema>;

/** What the server validates of each call of the domain (../lti.ts), by the route file serving it. */
// biome-ignore format: a table, one call a line
export const LTI_ROUTE_SCHEMAS = {
  ...servedBy('admin/lti/platforms', {
    listLtiPlatforms: { answer: { 200: Type.Array(LtiPlatformSchema) } },
    createLtiPlatform: { body: LtiPlatformBodySchema, answer: { 201: LtiPlatformSchema } },
    deleteLtiPlatform: { params: IdParamsSchema },
  }),
  ...servedBy('admin/lti/tool', { getLtiTool: { answer: { 200: LtiToolSchema } } }),
  ...servedBy('admin/lti/keys', { rotateLtiKey: { answer: { 201: LtiToolSchema } } }),
  ...servedBy('admin/lti/content-requests', {
    getLtiContentRequest: { params: IdParamsSchema, answer: { 200: LtiContentRequestSchema } },
    answerLtiContentRequest: { params: IdParamsSchema, body: LtiContentChoiceSchema, answer: { 201: LtiContentAnswerSchema } },
  }),
  ...servedBy('admin/courses/lti/roster-sync', { syncLtiRoster: { params: IdParamsSchema, answer: { 200: LtiRosterSyncSchema } } }),
} satisfies Record<keyof typeof LTI_ROUTES, RouteSchemas>;
