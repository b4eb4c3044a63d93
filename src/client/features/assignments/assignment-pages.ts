/** The assignment parts of the admin area's Week Detail screen (section 2). */
export { AssignmentsSection } from './components/assignments-section';
