/**
 * The assignments feature's one entry (the app layer and other features import only this):
 * the assignment parts of the admin area's Week Detail screen (section 2).
 */
export { useGetAssignmentQuery } from './assignments-api';
export { AssignmentsSection } from './components/assignments-section';
