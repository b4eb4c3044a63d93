/**
 * The student essays feature's one entry (the app layer and other features import only this):
 * the student's essay pages: writing, submitting and reviewing.
 */
export { AssignmentReviewPage } from './components/assignment-review-page';
export { AssignmentWritePage } from './components/assignment-write-page';
export { hasAssignmentDraft } from './draft-storage';
export { loadStudentAssignment, submissionsApi, useGetStudentAssignmentQuery } from './submissions-api';
