/**
 * The student courses feature's one entry (the app layer and other features import only this):
 * the course screens of the student area (section 2) and the dashboard's sections built from them.
 */
export { DueAssignmentsSection } from './components/due-assignments-section';
export { EnrolledCoursesSection } from './components/enrolled-courses-section';
export { MyCoursesPage } from './components/my-courses-page';
export { StudentCoursePage } from './components/student-course-page';
export { StudentWeekContentPage } from './components/student-week-content-page';
export { StudentWeekPage } from './components/student-week-page';
export { useGetStudentCourseQuery, useGetStudentWeekQuery } from './student-courses-api';
