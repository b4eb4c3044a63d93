import { type SessionFacts, userStateOf } from './user-state';

const verifiedStudent: SessionFacts = {
  token: 'a.b.c',
  role: 'regular',
  status: 'approved',
  emailVerified: true,
  enrolledCourseIds: [10],
};

describe('userStateOf applies the rules of section 4 in order', () => {
  it.each<[string, Partial<SessionFacts>, string]>([
    ['rule 1: no token', { token: null }, 'unauthenticated'],
    ['rule 1: no role', { role: null }, 'unauthenticated'],
    ['rule 1: status missing', { status: null }, 'unauthenticated'],
    [
      'rule 1 before rule 2: no token and unverified',
      { token: null, emailVerified: false },
      'unauthenticated',
    ],
    ['rule 2: e-mail not verified', { emailVerified: false }, 'email_unverified'],
    [
      'rule 2 before rule 3: an unverified admin',
      { role: 'admin', emailVerified: false },
      'email_unverified',
    ],
    ['rule 3: verified admin', { role: 'admin' }, 'admin'],
    ['rule 3 before rule 4: admin without enrollments', { role: 'admin', enrolledCourseIds: [] }, 'admin'],
    ['rule 3 before rule 4: pending admin', { role: 'admin', status: 'pending' }, 'admin'],
    ['rule 4: status pending', { status: 'pending' }, 'authenticated_unenrolled'],
    ['rule 4: status rejected', { status: 'rejected' }, 'authenticated_unenrolled'],
    ['rule 4: no enrollments', { enrolledCourseIds: [] }, 'authenticated_unenrolled'],
    ['rule 5: approved, verified and enrolled', {}, 'student_enrolled'],
  ])('%s', (_rule, change, expected) => {
    expect(userStateOf({ ...verifiedStudent, ...change })).toBe(expected);
  });
});
