import type { JWTPayload } from 'jose';
import { addressProblem } from '../../shared/rules/lti-addresses';

/** LTI Core 1.3 §5.3–5.4 and the services' specifications: where each claim sits in the id_token. */
const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';
export const CLAIMS = {
  messageType: `${LTI}message_type`,
  version: `${LTI}version`,
  deploymentId: `${LTI}deployment_id`,
  targetLinkUri: `${LTI}target_link_uri`,
  resourceLink: `${LTI}resource_link`,
  roles: `${LTI}roles`,
  context: `${LTI}context`,
  custom: `${LTI}custom`,
  namesRoles: 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice',
  gradebook: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
} as const;

/** Deep Linking 2.0 §4.4 and §4.2: the request's settings, and what the answer carries. */
const DL = 'https://purl.imsglobal.org/spec/lti-dl/claim/';
export const DEEP_LINKING_CLAIMS = {
  settings: `${DL}deep_linking_settings`,
  contentItems: `${DL}content_items`,
  data: `${DL}data`,
} as const;

/** What a platform asks of a deep-linking request: where the answer goes, and what it accepts. */
export interface DeepLinkingSettings {
  /** Null when the platform named no address Margin may post to. */
  returnUrl: string | null;
  /** Whether the platform takes LTI resource links, the only kind of content Margin offers. */
  acceptsLinks: boolean;
  acceptMultiple: boolean;
  /** Opaque to Margin: given back as it came. */
  data: string | null;
}

/** What Margin takes from a verified launch. */
export interface LaunchClaims {
  issuer: string;
  subject: string;
  deploymentId: string;
  /** Where the platform means the launch to go; it must be where the login said. */
  targetLinkUri: string;
  name: string;
  email: string;
  roles: string[];
  context: { id: string; title: string } | null;
  resourceLink: { id: string; title: string };
  /** The roster service (NRPS) and the grade book's line items (AGS) of the context, when offered. */
  membershipsUrl: string | null;
  lineItemsUrl: string | null;
  /** The grade book column of this link (AGS `lineitem`), when the platform made one. */
  lineItemUrl: string | null;
  /** `assignment_id` among the link's custom parameters: the assignment a content item was made for. */
  assignmentId: number | null;
  /** The settings of a deep-linking request; null for a resource link launch. */
  deepLinking: DeepLinkingSettings | null;
}

/** LMS text as PostgreSQL can keep it: no U+0000, no half surrogate pair, bounded. */
export function lmsText(value: unknown, maxLength = 255): string {
  if (typeof value !== 'string') return '';
  return value.replaceAll('\u0000', '').toWellFormed().trim().slice(0, maxLength);
}

const objectAt = (payload: JWTPayload, claim: string): Record<string, unknown> => {
  const value = payload[claim];
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
};

/**
 * A service address from a claim, held to the rule of the registration's addresses (https, or http on
 * this machine): Margin sends its service tokens there. Null for anything else.
 */
function address(value: unknown): string | null {
  const candidate = lmsText(value, 2048);
  return candidate && addressProblem(candidate) === null ? candidate : null;
}

/** A person's name as an LMS sends it (OIDC `name`, else given and family names), bounded. */
export function personNameOf(person: Record<string, unknown>): string {
  const full = lmsText(person.name, 80);
  if (full) return full;
  return lmsText(
    [person.given_name, person.family_name].filter((part) => typeof part === 'string').join(' '),
    80,
  );
}

function assignmentIdOf(custom: Record<string, unknown>): number | null {
  const id = Number(custom.assignment_id);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The settings of a deep-linking request; `data` is bounded by the token's own size limit. */
function deepLinkingOf(payload: JWTPayload): DeepLinkingSettings | null {
  if (payload[CLAIMS.messageType] !== 'LtiDeepLinkingRequest') return null;
  const settings = objectAt(payload, DEEP_LINKING_CLAIMS.settings);
  const acceptTypes = Array.isArray(settings.accept_types) ? settings.accept_types : [];
  return {
    returnUrl: address(settings.deep_link_return_url),
    acceptsLinks: acceptTypes.includes('ltiResourceLink'),
    acceptMultiple: settings.accept_multiple === true || settings.accept_multiple === 'true',
    data: typeof settings.data === 'string' ? settings.data : null,
  };
}

/** The claims Margin uses, read from a verified token whose required claims were checked. */
export function launchClaimsOf(payload: JWTPayload): LaunchClaims {
  const context = objectAt(payload, CLAIMS.context);
  const link = objectAt(payload, CLAIMS.resourceLink);
  const gradebook = objectAt(payload, CLAIMS.gradebook);
  const contextId = lmsText(context.id);
  const roles = payload[CLAIMS.roles];
  return {
    issuer: String(payload.iss),
    subject: String(payload.sub),
    deploymentId: String(payload[CLAIMS.deploymentId]),
    targetLinkUri: lmsText(payload[CLAIMS.targetLinkUri], 2048),
    name: personNameOf(payload),
    email: lmsText(payload.email, 254).toLowerCase(),
    roles: Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [],
    context: contextId ? { id: contextId, title: lmsText(context.title) || lmsText(context.label) } : null,
    resourceLink: { id: lmsText(link.id), title: lmsText(link.title) },
    membershipsUrl: address(objectAt(payload, CLAIMS.namesRoles).context_memberships_url),
    lineItemsUrl: address(gradebook.lineitems),
    lineItemUrl: address(gradebook.lineitem),
    assignmentId: assignmentIdOf(objectAt(payload, CLAIMS.custom)),
    deepLinking: deepLinkingOf(payload),
  };
}
