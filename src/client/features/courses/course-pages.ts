/** The course screens of the admin area (section 2). */
export { CourseStaffCard } from './components/course-staff-card';
export { CourseSummary } from './components/course-summary';
export { CourseIndexPage, CoursesListPage } from './components/courses-page';
export { CreateCoursePage } from './components/create-course-page';
export { EditCoursePage } from './components/edit-course-page';
export { JoinCodeCard } from './components/join-code-card';
export { RosterImportCard } from './components/roster-import-card';
