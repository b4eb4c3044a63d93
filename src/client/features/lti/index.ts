/**
 * The LTI feature's one entry (the app layer and other features import only this): the site
 * administrator's LMS connections screen (/admin/lti) and a course's LMS roster card.
 */
export { LmsRosterCard } from './components/lms-roster-card';
export { LtiPlatformsPage } from './components/lti-platforms-page';
