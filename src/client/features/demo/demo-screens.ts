import { paths } from '../../lib/paths';

/** Whose eyes a demo screen shows the product through. */
export type DemoRole = 'student' | 'admin';

export interface DemoScreen {
  /** Below /demo, without the leading slash; '' is the UI Showcase itself. */
  path: string;
  title: string;
  description: string;
  role: DemoRole;
}

/** Section 2's demo area: every kind of screen, with sample data and no sign-in. */
export const DEMO_SCREENS: DemoScreen[] = [
  {
    path: 'dashboard',
    title: 'Student dashboard',
    description: 'A student’s courses, the assignments due and the latest grades.',
    role: 'student',
  },
  {
    path: 'courses',
    title: 'My courses',
    description: 'The courses a student is enrolled in, with their weeks.',
    role: 'student',
  },
  {
    path: 'assignments',
    title: 'Assignment review',
    description: 'An essay the student handed in, waiting for the instructor’s feedback.',
    role: 'student',
  },
  {
    path: 'feedback',
    title: 'Essay feedback',
    description: 'Released feedback as numbered highlights over the essay, by category, with the summary.',
    role: 'student',
  },
  {
    path: 'admin/dashboard',
    title: 'Admin dashboard',
    description: 'Counts of people, courses and essays, the essays awaiting review and recent activity.',
    role: 'admin',
  },
  {
    path: 'admin/students',
    title: 'Student analytics',
    description: 'Grades, submissions over time and feedback categories, per student and per course.',
    role: 'admin',
  },
  {
    path: 'admin/grading',
    title: 'Grading screen',
    description: 'The engine’s drafted comments beside the essay, to accept, edit or reject one by one.',
    role: 'admin',
  },
  {
    path: 'admin/courses',
    title: 'Courses',
    description: 'Every course an instructor runs.',
    role: 'admin',
  },
];

export const DEMO_HOME = paths.demo();

export const demoHref = (screen: Pick<DemoScreen, 'path'>) =>
  screen.path ? `${DEMO_HOME}/${screen.path}` : DEMO_HOME;

/** Admin screens live under /demo/admin, everything else is seen as the demo student. */
export const demoRoleOf = (pathname: string): DemoRole =>
  pathname === `${DEMO_HOME}/admin` || pathname.startsWith(`${DEMO_HOME}/admin/`) ? 'admin' : 'student';
