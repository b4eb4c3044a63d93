import type { User } from '../../../shared/contract';
import type { StaffMember } from '../../../shared/contract/courses';
import { isLastInstructor, mayEditCourse, staffCandidates } from './staff-rules';

const account = (id: number, display_name: string, role: User['role'] = 'admin'): User => ({
  id,
  username: `user${id}`,
  display_name,
  email: `user${id}@example.com`,
  role,
  status: 'approved',
  email_verified: true,
  created_at: '2026-09-01T00:00:00.000Z',
});

const member = (user: User, role: StaffMember['role']): StaffMember => ({
  user_id: user.id,
  username: user.username,
  display_name: user.display_name,
  email: user.email,
  role,
});

describe('the colleagues a course can add to its staff', () => {
  it('offers instructor accounts not yet teaching it, by name, and never a student', () => {
    const zoe = account(1, 'Zoe Adams');
    const ben = account(2, 'Ben Okoro');
    const ada = account(3, 'Ada Reyes');
    const student = account(4, 'Sam Student', 'regular');
    expect(
      staffCandidates([zoe, ben, ada, student], [member(ben, 'assistant')]).map((each) => each.id),
    ).toEqual([3, 1]);
  });
});

describe('who may change a course', () => {
  it('lets its instructors and the site administrator, and an assistant only where the course allows', () => {
    expect(mayEditCourse({ my_role: 'instructor', assistants_may_edit: false })).toBe(true);
    expect(mayEditCourse({ my_role: 'site', assistants_may_edit: false })).toBe(true);
    expect(mayEditCourse({ my_role: 'assistant', assistants_may_edit: false })).toBe(false);
    expect(mayEditCourse({ my_role: 'assistant', assistants_may_edit: true })).toBe(true);
  });
});

describe('who can be taken off the staff', () => {
  it('keeps the last instructor, and lets an assistant or a second instructor go', () => {
    const [tess, cole, ash] = [account(1, 'Tess'), account(2, 'Cole'), account(3, 'Ash')];
    const alone = [member(tess, 'instructor'), member(ash, 'assistant')];
    expect(isLastInstructor(alone, alone[0])).toBe(true);
    expect(isLastInstructor(alone, alone[1])).toBe(false);
    const two = [...alone, member(cole, 'instructor')];
    expect(isLastInstructor(two, two[0])).toBe(false);
  });
});
