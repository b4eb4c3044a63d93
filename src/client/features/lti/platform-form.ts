import type { LtiPlatformBody } from '../../../shared/contract';
import { LTI_DEPLOYMENTS_LIMIT } from '../../../shared/contract';
import type { FormProblems } from '../../lib/form-problems';
import { requiredProblem } from '../../lib/form-problems';

/** The registration form's fields, named as the server names them, so its `fields` land on them. */
export type PlatformField = keyof LtiPlatformBody;

/** What the form holds: every field as typed, the deployment ids as one text. */
export type PlatformDraft = Record<PlatformField, string>;

export const EMPTY_PLATFORM: PlatformDraft = {
  issuer: '',
  client_id: '',
  deployment_ids: '',
  auth_login_url: '',
  auth_token_url: '',
  jwks_url: '',
  frame_origins: '',
};

/** Values listed one a line, or separated by commas; blanks and repeats dropped. */
export function listedValues(text: string): string[] {
  const ids = text
    .split(/[\n,]/)
    .map((id) => id.trim())
    .filter(Boolean);
  return [...new Set(ids)];
}

export function platformBodyOf(draft: PlatformDraft): LtiPlatformBody {
  return {
    issuer: draft.issuer.trim(),
    client_id: draft.client_id.trim(),
    deployment_ids: listedValues(draft.deployment_ids),
    auth_login_url: draft.auth_login_url.trim(),
    auth_token_url: draft.auth_token_url.trim(),
    jwks_url: draft.jwks_url.trim(),
    frame_origins: listedValues(draft.frame_origins),
  };
}

/** What is missing before the form is sent; the server judges the rest and says so per field. */
export function platformProblems(draft: PlatformDraft): FormProblems<PlatformField> {
  const deployments = listedValues(draft.deployment_ids).length;
  return {
    issuer: requiredProblem(draft.issuer, 'Enter the issuer the LMS names itself by.'),
    client_id: requiredProblem(draft.client_id, 'Enter the client id the LMS gave Margin.'),
    deployment_ids:
      deployments === 0
        ? 'Enter at least one deployment id.'
        : deployments > LTI_DEPLOYMENTS_LIMIT
          ? `An LMS may have at most ${LTI_DEPLOYMENTS_LIMIT} deployment ids.`
          : undefined,
    auth_login_url: requiredProblem(draft.auth_login_url, "Enter the LMS's authorization URL."),
    auth_token_url: requiredProblem(draft.auth_token_url, "Enter the LMS's token URL."),
    jwks_url: requiredProblem(draft.jwks_url, "Enter the LMS's key set URL."),
  };
}
