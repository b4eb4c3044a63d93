import { type Access, type Account, decideAccess, forbiddenDetail } from './access';

const account = (overrides: Partial<Account>): Account => ({
  siteAdmin: false,
  id: 1,
  username: 'someone',
  displayName: 'Someone',
  email: 'someone@example.com',
  role: 'regular',
  status: 'approved',
  emailVerified: true,
  sessionId: 's',
  ...overrides,
});

const people = {
  anonymous: null,
  unverified: account({ emailVerified: false, status: 'pending' }),
  pending: account({ status: 'pending' }),
  rejected: account({ status: 'rejected' }),
  student: account({}),
  admin: account({ role: 'admin', id: 2 }),
};

// Rows: who calls; columns: the access a route declares. The target of selfOrAdmin is user 1.
const expected: Record<keyof typeof people, Record<Access, string>> = {
  anonymous: {
    public: 'allow',
    signedIn: 'unauthenticated',
    selfOrAdmin: 'unauthenticated',
    active: 'unauthenticated',
    student: 'unauthenticated',
    admin: 'unauthenticated',
  },
  unverified: {
    public: 'allow',
    signedIn: 'allow',
    selfOrAdmin: 'allow',
    active: 'forbidden',
    student: 'forbidden',
    admin: 'forbidden',
  },
  pending: {
    public: 'allow',
    signedIn: 'allow',
    selfOrAdmin: 'allow',
    active: 'forbidden',
    student: 'forbidden',
    admin: 'forbidden',
  },
  rejected: {
    public: 'allow',
    signedIn: 'allow',
    selfOrAdmin: 'allow',
    active: 'forbidden',
    student: 'forbidden',
    admin: 'forbidden',
  },
  student: {
    public: 'allow',
    signedIn: 'allow',
    selfOrAdmin: 'allow',
    active: 'allow',
    student: 'allow',
    admin: 'forbidden',
  },
  admin: {
    public: 'allow',
    signedIn: 'allow',
    selfOrAdmin: 'allow',
    active: 'allow',
    student: 'forbidden',
    admin: 'allow',
  },
};

describe('decideAccess', () => {
  for (const [who, row] of Object.entries(expected)) {
    it.each(Object.entries(row))(`${who} calling a %s route: %s`, (access, decision) => {
      expect(decideAccess(access as Access, people[who as keyof typeof people], 1)).toBe(decision);
    });
  }

  it('refuses another user id to a regular user', () => {
    expect(decideAccess('selfOrAdmin', people.student, 7)).toBe('forbidden');
    expect(decideAccess('selfOrAdmin', people.admin, 7)).toBe('allow');
  });

  it('explains a refusal in the words of the specification', () => {
    expect(forbiddenDetail('active', people.unverified!)).toBe(
      'Please verify your email address to access courses.',
    );
    expect(forbiddenDetail('student', people.pending!)).toMatch(/waiting for approval/);
    expect(forbiddenDetail('admin', people.student!)).toBe(
      'You do not have permission to access this content.',
    );
  });
});
