import type { JWTPayload } from 'jose';

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

/** What Margin takes from a verified resource link launch. */
export interface LaunchClaims {
  issuer: string;
  subject: string;
  deploymentId: string;
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
}

/** LMS text as PostgreSQL can keep it: no U+0000, no half surrogate pair, bounded. */
function text(value: unknown, maxLength = 255): string {
  if (typeof value !== 'string') return '';
  return value.replaceAll('\u0000', '').toWellFormed().trim().slice(0, maxLength);
}

const objectAt = (payload: JWTPayload, claim: string): Record<string, unknown> => {
  const value = payload[claim];
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
};

/** An absolute http(s) address from a claim, or null. */
function address(value: unknown): string | null {
  const candidate = text(value, 2048);
  return /^https?:\/\//i.test(candidate) && URL.canParse(candidate) ? candidate : null;
}

function nameOf(payload: JWTPayload): string {
  const full = text(payload.name, 80);
  if (full) return full;
  return text(
    [payload.given_name, payload.family_name].filter((part) => typeof part === 'string').join(' '),
    80,
  );
}

function assignmentIdOf(custom: Record<string, unknown>): number | null {
  const id = Number(custom.assignment_id);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The claims Margin uses, read from a verified token whose required claims were checked. */
export function launchClaimsOf(payload: JWTPayload): LaunchClaims {
  const context = objectAt(payload, CLAIMS.context);
  const link = objectAt(payload, CLAIMS.resourceLink);
  const gradebook = objectAt(payload, CLAIMS.gradebook);
  const contextId = text(context.id);
  const roles = payload[CLAIMS.roles];
  return {
    issuer: String(payload.iss),
    subject: String(payload.sub),
    deploymentId: String(payload[CLAIMS.deploymentId]),
    name: nameOf(payload),
    email: text(payload.email, 254).toLowerCase(),
    roles: Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [],
    context: contextId ? { id: contextId, title: text(context.title) || text(context.label) } : null,
    resourceLink: { id: text(link.id), title: text(link.title) },
    membershipsUrl: address(objectAt(payload, CLAIMS.namesRoles).context_memberships_url),
    lineItemsUrl: address(gradebook.lineitems),
    lineItemUrl: address(gradebook.lineitem),
    assignmentId: assignmentIdOf(objectAt(payload, CLAIMS.custom)),
  };
}
