/**
 * The API paths that are asked for both by the store's endpoints and by the boot before the store exists
 * (early-requests.ts): one spelling, so that the store finds the boot's answers under the same address.
 */
export const userPath = (userId: number) => `/users/${userId}`;
export const userEnrollmentsPath = (userId: number) => `/admin/users/${userId}/enrollments`;
export const studentAssignmentPath = (assignmentId: number) => `/student/assignments/${assignmentId}`;
export const assignmentFeedbackPath = (assignmentId: number) =>
  `/student/assignments/${assignmentId}/feedback`;
