/**
 * Who may call a route. Every /api route declares one in `config.access`; the server refuses to start
 * when one is missing, so a new route cannot escape the checks (design: security baseline).
 * - public: anyone
 * - signedIn: any signed-in account, including unverified and pending ones
 * - selfOrAdmin: the account named by the `id` parameter, or an admin
 * - active: a verified, approved account of either role
 * - student: a verified, approved regular user
 * - admin: an admin
 */
export const ACCESS_LEVELS = ['public', 'signedIn', 'selfOrAdmin', 'active', 'student', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export interface Account {
  id: number;
  username: string;
  /** The name shown for them (accounts/display-name). */
  displayName: string;
  email: string;
  role: 'admin' | 'regular';
  /** The first admin account: everything the admin role allows, in every course (auth/course-staff). */
  siteAdmin: boolean;
  status: 'pending' | 'approved' | 'rejected';
  emailVerified: boolean;
  sessionId: string;
}

export type AccessDecision = 'allow' | 'unauthenticated' | 'forbidden';

/** The rule itself, kept pure so the authorization matrix can be read straight from it. */
export function decideAccess(access: Access, account: Account | null, targetId?: number): AccessDecision {
  if (access === 'public') return 'allow';
  if (!account) return 'unauthenticated';
  const active = account.emailVerified && account.status === 'approved';
  switch (access) {
    case 'signedIn':
      return 'allow';
    case 'selfOrAdmin':
      return account.role === 'admin' || account.id === targetId ? 'allow' : 'forbidden';
    case 'active':
      return active ? 'allow' : 'forbidden';
    case 'student':
      return active && account.role === 'regular' ? 'allow' : 'forbidden';
    case 'admin':
      return account.role === 'admin' ? 'allow' : 'forbidden';
  }
}

export function forbiddenDetail(access: Access, account: Account): string {
  if (!account.emailVerified) return 'Please verify your email address to access courses.';
  if (account.status !== 'approved' && (access === 'active' || access === 'student')) {
    return 'Your account is waiting for approval by an instructor.';
  }
  return 'You do not have permission to access this content.';
}
