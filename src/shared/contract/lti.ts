import { route } from './route-spec';

export type * from './schemas/lti';

/** A platform may launch from at most this many deployments. */
export const LTI_DEPLOYMENTS_LIMIT = 50;
/** A platform may show Margin's pages from at most this many origins besides its issuer and login. */
export const LTI_FRAME_ORIGINS_LIMIT = 20;
/** A deep-linking answer places at most this many assignments at once. */
export const LTI_CONTENT_ITEMS_LIMIT = 50;

/** LTI 1.3 (1EdTech): the platforms that may launch Margin, and the tool's own registration values. */
export const LTI_ROUTES = {
  listLtiPlatforms: route('GET', '/admin/lti/platforms'),
  createLtiPlatform: route('POST', '/admin/lti/platforms'),
  deleteLtiPlatform: route('DELETE', '/admin/lti/platforms/:id'),
  getLtiTool: route('GET', '/admin/lti/tool'),
  rotateLtiKey: route('POST', '/admin/lti/keys'),
  /** Reads the LMS roster of a linked course now (NRPS): its instructors and the site administrator. */
  syncLtiRoster: route('POST', '/admin/courses/:id/lti/roster-sync'),
  /** A deep-linking request an instructor brought from the LMS, with the course's assignments to pick from. */
  getLtiContentRequest: route('GET', '/admin/lti/content-requests/:id'),
  /** The assignments picked (and one made now): answers the token that carries the signed answer back. */
  answerLtiContentRequest: route('POST', '/admin/lti/content-requests/:id'),
} as const;
