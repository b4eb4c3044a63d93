/**
 * Why an LTI login or launch was refused: one sentence for the person, one for them to pass on to the
 * administrator, and the details for the server's log only (never a token).
 */
export class LaunchFailure extends Error {
  constructor(
    readonly code: string,
    readonly sentence: string,
    readonly forAdministrator: string,
    readonly logDetails: Record<string, unknown> = {},
    readonly statusCode = 400,
  ) {
    super(`LTI launch refused: ${code}`);
  }
}

const OPEN_AGAIN = 'Open Margin again from your course.';

/** The refusals, by what went wrong; each names what the administrator can check. */
export const refuse = {
  missingField: (field: string) =>
    new LaunchFailure(
      'missing-field',
      `The learning platform's request to open Margin is incomplete. ${OPEN_AGAIN}`,
      `The LTI request had no "${field}".`,
      { field },
    ),
  unknownPlatform: (issuer: string, clientId: string | undefined) =>
    new LaunchFailure(
      'unknown-platform',
      'Margin does not know the learning platform you came from.',
      'Register this platform in Margin (LTI platforms) with the issuer and client id the LMS shows.',
      { issuer, clientId },
      403,
    ),
  unknownDeployment: (issuer: string, deploymentId: string) =>
    new LaunchFailure(
      'unknown-deployment',
      'Margin is not set up for this part of your learning platform.',
      'Add this deployment id to the platform registration in Margin.',
      { issuer, deploymentId },
      403,
    ),
  foreignTarget: (targetLinkUri: string) =>
    new LaunchFailure(
      'foreign-target',
      'The link you followed does not lead to Margin.',
      "The LTI link's target is not one of Margin's addresses: check the tool's launch URL in the LMS.",
      { targetLinkUri },
    ),
  missingState: () =>
    new LaunchFailure(
      'missing-state',
      `Margin could not match this launch to a sign-in that it started. ${OPEN_AGAIN}`,
      "The launch arrived without its state: check that the LMS uses Margin's login URL.",
    ),
  unknownState: () =>
    new LaunchFailure(
      'unknown-state',
      `This launch has expired or was already used. ${OPEN_AGAIN}`,
      'The launch came with a state that was unknown, used or expired.',
    ),
  otherBrowser: () =>
    new LaunchFailure(
      'other-browser',
      `This launch was started in another browser window. ${OPEN_AGAIN}`,
      "The launch's browser cookie did not match the one its login set.",
      {},
      403,
    ),
  badToken: (reason: string, details: Record<string, unknown> = {}) =>
    new LaunchFailure(
      'invalid-token',
      'Margin could not confirm that this launch came from your learning platform.',
      "The LMS's signed launch did not pass Margin's checks: check the platform's key set URL and client id.",
      { reason, ...details },
      401,
    ),
  replayedNonce: (issuer: string) =>
    new LaunchFailure(
      'replayed-nonce',
      `This launch was already used. ${OPEN_AGAIN}`,
      'A signed launch was sent a second time.',
      { issuer },
      401,
    ),
  unsupportedMessage: (messageType: unknown, version: unknown) =>
    new LaunchFailure(
      'unsupported-message',
      'Margin cannot open this kind of link from your learning platform yet.',
      'The LMS sent an LTI message type or version Margin does not handle (LTI 1.3 resource links and deep linking only).',
      { messageType, version },
    ),
  noRole: (roles: string[]) =>
    new LaunchFailure(
      'no-role',
      'Your role in this course does not give you a place in Margin.',
      'Margin admits instructors, teaching assistants, administrators and learners of a course.',
      { roles },
      403,
    ),
  courseNotReady: (contextId: string) =>
    new LaunchFailure(
      'course-not-ready',
      'This course is not set up in Margin yet. Ask your instructor to open Margin from the course first.',
      'An instructor of the course has to open Margin from it once, which creates the course in Margin.',
      { contextId },
      403,
    ),
  accountClosed: (userId: number) =>
    new LaunchFailure(
      'account-closed',
      'Your Margin account is closed.',
      'The Margin account linked to this person was declined; an administrator can approve it again.',
      { userId },
      403,
    ),
  contentNotForThisRole: (roles: string[]) =>
    new LaunchFailure(
      'content-not-for-role',
      "Only the course's instructors can add Margin assignments to it.",
      'A deep-linking request came from someone who is not an instructor or administrator of the course.',
      { roles },
      403,
    ),
  contentNotAccepted: (reason: string) =>
    new LaunchFailure(
      'content-not-accepted',
      'Your learning platform cannot take Margin assignments from here.',
      "The LMS's deep-linking request did not accept LTI resource links, named no return address Margin may post to, or came from outside a course.",
      { reason },
    ),
  contentAnswerGone: () =>
    new LaunchFailure(
      'content-answer-gone',
      'These assignments were already sent to your course, or the page waited too long. Add them again from your course.',
      'The answer to a deep-linking request was carried back twice or after five minutes.',
      {},
      410,
    ),
};
