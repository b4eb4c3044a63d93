/** The lesson parts of the admin area's Week Detail screen (section 2). */
export { LessonsSection } from './components/lessons-section';
