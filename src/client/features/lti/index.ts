/**
 * The LTI feature's one entry (the app layer and other features import only this): the site
 * administrator's LMS connections screen (/admin/lti), the instructor's picker of assignments to place in
 * the LMS course (/admin/lti/content/:id), and a course's LMS roster card.
 */
export { LtiContentPickerPage } from './components/content-picker-page';
export { LmsRosterCard } from './components/lms-roster-card';
export { LtiPlatformsPage } from './components/lti-platforms-page';
