import type { Database } from '../db/client';
import { CLAIMS, DEEP_LINKING_CLAIMS } from './claims';
import type { ContentRequestRow } from './content-request-store';
import { randomToken } from './launch-states';
import type { PlatformRow } from './platform-store';
import { SCORE_MAXIMUM } from './services/scores';
import { signAsTool } from './tool-keys';

/** The platform posts the answer the moment the browser brings it. */
const ANSWER_LIFETIME_SECONDS = 5 * 60;

/** An assignment placed in the LMS course. */
export interface PlacedAssignment {
  id: number;
  title: string;
}

/**
 * One LTI resource link per assignment (Deep Linking 2.0 §3.1): it launches Margin with the assignment's
 * id as a custom parameter, and asks the platform for a grade book column out of 100 tied to it.
 */
export const contentItemOf = (assignment: PlacedAssignment, launchUrl: string) => ({
  type: 'ltiResourceLink',
  title: assignment.title,
  url: launchUrl,
  custom: { assignment_id: String(assignment.id) },
  lineItem: { scoreMaximum: SCORE_MAXIMUM, label: assignment.title, resourceId: String(assignment.id) },
});

/**
 * The signed LtiDeepLinkingResponse (Deep Linking 2.0 §4.2): from the tool's client id to the platform,
 * for the deployment the request came from, with the request's `data` given back untouched.
 */
export function signContentAnswer(
  db: Database,
  request: Pick<ContentRequestRow, 'deploymentId' | 'data'>,
  platform: Pick<PlatformRow, 'issuer' | 'clientId'>,
  items: ReturnType<typeof contentItemOf>[],
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signAsTool(db, {
    iss: platform.clientId,
    aud: platform.issuer,
    iat: now,
    exp: now + ANSWER_LIFETIME_SECONDS,
    nonce: randomToken(),
    [CLAIMS.deploymentId]: request.deploymentId,
    [CLAIMS.messageType]: 'LtiDeepLinkingResponse',
    [CLAIMS.version]: '1.3.0',
    [DEEP_LINKING_CLAIMS.contentItems]: items,
    ...(request.data !== null && { [DEEP_LINKING_CLAIMS.data]: request.data }),
  });
}
