import { route } from './route-spec';

export type { LtiPlatform, LtiPlatformBody, LtiRosterSync, LtiTool } from './schemas/lti';

/** A platform may launch from at most this many deployments. */
export const LTI_DEPLOYMENTS_LIMIT = 50;

/** LTI 1.3 (1EdTech): the platforms that may launch Margin, and the tool's own registration values. */
export const LTI_ROUTES = {
  listLtiPlatforms: route('GET', '/admin/lti/platforms'),
  createLtiPlatform: route('POST', '/admin/lti/platforms'),
  deleteLtiPlatform: route('DELETE', '/admin/lti/platforms/:id'),
  getLtiTool: route('GET', '/admin/lti/tool'),
  rotateLtiKey: route('POST', '/admin/lti/keys'),
  /** Reads the LMS roster of a linked course now (NRPS): its instructors and the site administrator. */
  syncLtiRoster: route('POST', '/admin/courses/:id/lti/roster-sync'),
} as const;
