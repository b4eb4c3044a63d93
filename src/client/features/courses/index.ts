/**
 * The courses feature's one entry (the app layer and other features import only this):
 * the course screens of the admin area (section 2).
 */
export { CourseDetailsPage } from './components/course-details-page';
export { CourseStaffCard } from './components/course-staff-card';
export { CourseSummary } from './components/course-summary';
export { CourseIndexPage, CoursesListPage } from './components/courses-page';
export { CreateCoursePage } from './components/create-course-page';
export { EditCoursePage } from './components/edit-course-page';
export { JoinCodeCard } from './components/join-code-card';
export { RosterImportCard } from './components/roster-import-card';

export { courseList } from './course-entities';

export { coursesApi, useGetCourseQuery, useGetCoursesQuery } from './courses-api';
export { useCourseChoices } from './use-course-choices';
