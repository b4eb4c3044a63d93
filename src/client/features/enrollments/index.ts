/**
 * The enrollments feature's one entry (the app layer and other features import only this):
 * the enrollment screens of the admin area (section 2); the app layer hands them the course list.
 */
export { CreateEnrollmentPage } from './components/create-enrollment-page';
export { EnrollmentsPage } from './components/enrollments-page';
export type { CourseChoices } from './course-choices';
