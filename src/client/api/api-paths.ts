import { API_ROUTES, pathTo } from '../../shared/contract/routes';

/**
 * The API paths that are asked for both by the store's endpoints and by the boot before the store exists
 * (early-requests.ts): one spelling, from the contract, so that the store finds the boot's answers under
 * the same address.
 */
export const userPath = (id: number) => pathTo(API_ROUTES.getUser, { id });
export const userEnrollmentsPath = (id: number) => pathTo(API_ROUTES.getUserEnrollments, { id });
export const studentAssignmentPath = (id: number) => pathTo(API_ROUTES.getStudentAssignment, { id });
export const assignmentFeedbackPath = (id: number) => pathTo(API_ROUTES.getAssignmentFeedback, { id });
