import type { Static } from 'typebox';
import { route } from './route-spec';
import type { LtiPlatformBodySchema, LtiPlatformSchema, LtiToolSchema } from './schemas/lti';

/** An LMS registered as an LTI 1.3 platform, as the site administrator entered it. */
export type LtiPlatform = Static<typeof LtiPlatformSchema>;
export type LtiPlatformBody = Static<typeof LtiPlatformBodySchema>;
/** What the site administrator pastes into the LMS to register Margin as a tool there. */
export type LtiTool = Static<typeof LtiToolSchema>;

/** A platform may launch from at most this many deployments. */
export const LTI_DEPLOYMENTS_LIMIT = 50;

/** LTI 1.3 (1EdTech): the platforms that may launch Margin, and the tool's own registration values. */
export const LTI_ROUTES = {
  listLtiPlatforms: route('GET', '/admin/lti/platforms'),
  createLtiPlatform: route('POST', '/admin/lti/platforms'),
  deleteLtiPlatform: route('DELETE', '/admin/lti/platforms/:id'),
  getLtiTool: route('GET', '/admin/lti/tool'),
  rotateLtiKey: route('POST', '/admin/lti/keys'),
} as const;
