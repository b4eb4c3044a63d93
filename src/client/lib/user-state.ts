/** The five user states of specification section 4. */
export const USER_STATES = [
  'unauthenticated',
  'email_unverified',
  'authenticated_unenrolled',
  'student_enrolled',
  'admin',
] as const;
export type UserState = (typeof USER_STATES)[number];

export interface SessionFacts {
  token: string | null;
  role: string | null;
  status: string | null;
  emailVerified: boolean;
  enrolledCourseIds: readonly number[];
}

/** Applies the rules of section 4 in their order: the first that matches decides. */
export function userStateOf(facts: SessionFacts): UserState {
  if (!facts.token || !facts.role || !facts.status) return 'unauthenticated';
  if (!facts.emailVerified) return 'email_unverified';
  if (facts.role === 'admin') return 'admin';
  if (facts.status !== 'approved' || facts.enrolledCourseIds.length === 0) return 'authenticated_unenrolled';
  return 'student_enrolled';
}

export function isSignedIn(state: UserState): boolean {
  return state !== 'unauthenticated';
}
