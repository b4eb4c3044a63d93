import { type Static, Type } from 'typebox';
import { LTI_DEPLOYMENTS_LIMIT, type LTI_ROUTES } from '../lti';
import { IdParamsSchema, type RouteSchemas, servedBy } from './common';

/** Issuers, client ids and deployment ids are the platform's own strings; addresses are URLs. */
const PlatformText = Type.String({ minLength: 1, maxLength: 255 });
const Address = Type.String({ minLength: 1, maxLength: 2048 });

/** POST /admin/lti/platforms: the values the LMS shows when Margin is added to it as a tool. */
export const LtiPlatformBodySchema = Type.Object(
  {
    issuer: PlatformText,
    client_id: PlatformText,
    deployment_ids: Type.Array(PlatformText, { minItems: 1, maxItems: LTI_DEPLOYMENTS_LIMIT }),
    auth_login_url: Address,
    auth_token_url: Address,
    jwks_url: Address,
  },
  { additionalProperties: false },
);
export type LtiPlatformBody = Static<typeof LtiPlatformBodySchema>;

export const LtiPlatformSchema = Type.Object({
  id: Type.Integer(),
  issuer: Type.String(),
  client_id: Type.String(),
  deployment_ids: Type.Array(Type.String()),
  auth_login_url: Type.String(),
  auth_token_url: Type.String(),
  jwks_url: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});
/** An LMS registered as an LTI 1.3 platform, as the site administrator entered it. */
export type LtiPlatform = Static<typeof LtiPlatformSchema>;

export const LtiToolSchema = Type.Object({
  login_url: Type.String(),
  launch_url: Type.String(),
  /** The same address as the launch: the message type tells a deep-linking request apart. */
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
  ...servedBy('admin/courses/lti/roster-sync', { syncLtiRoster: { params: IdParamsSchema, answer: { 200: LtiRosterSyncSchema } } }),
} satisfies Record<keyof typeof LTI_ROUTES, RouteSchemas>;
