import { permissionsFor } from './permissions';
import { USER_STATES } from './user-state';

const enrolled = [10, 11];
const ownCourse = { id: 10 };
const otherCourse = { id: 99 };

describe('permissionsFor (sections 3 and 6)', () => {
  it('gives an admin every permission, in every course', () => {
    const p = permissionsFor('admin', []);
    expect([
      p.canAccessAdminPanel,
      p.canViewCourses,
      p.canViewGrades,
      p.canManageUsers,
      p.canCreateCourses,
      p.canEditContent,
    ]).toEqual([true, true, true, true, true, true]);
    expect(p.canAccessCourse(otherCourse)).toBe(true);
    expect(p.canViewWeek({ course_id: 99 })).toBe(true);
    expect(p.canViewLesson({ course_id: 99 })).toBe(true);
    expect(p.canSubmitAssignment({ course_id: 99 })).toBe(true);
  });

  it('lets an enrolled student view courses and grades but act only inside their own courses', () => {
    const p = permissionsFor('student_enrolled', enrolled);
    expect(p.canViewCourses).toBe(true);
    expect(p.canViewGrades).toBe(true);
    expect(p.canAccessCourse(ownCourse)).toBe(true);
    expect(p.canAccessCourse(otherCourse)).toBe(false);
    expect(p.canViewWeek({ course_id: 11 })).toBe(true);
    expect(p.canViewWeek({ course_id: 99 })).toBe(false);
    expect(p.canViewLesson({ course_id: 10 })).toBe(true);
    expect(p.canViewLesson({ course_id: 99 })).toBe(false);
    expect(p.canSubmitAssignment({ course_id: 10 })).toBe(true);
    expect(p.canSubmitAssignment({ course_id: 99 })).toBe(false);
  });

  it('gives an enrolled student no admin capability', () => {
    const p = permissionsFor('student_enrolled', enrolled);
    expect([p.canAccessAdminPanel, p.canManageUsers, p.canCreateCourses, p.canEditContent]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it.each(USER_STATES.filter((state) => state !== 'admin' && state !== 'student_enrolled'))(
    'gives %s no permission at all, whatever courses are listed',
    (state) => {
      const p = permissionsFor(state, enrolled);
      const flags = [
        p.canAccessAdminPanel,
        p.canViewCourses,
        p.canViewGrades,
        p.canManageUsers,
        p.canCreateCourses,
        p.canEditContent,
      ];
      expect(flags.every((flag) => flag === false)).toBe(true);
      expect(p.canAccessCourse(ownCourse)).toBe(false);
      expect(p.canViewWeek({ course_id: 10 })).toBe(false);
      expect(p.canViewLesson({ course_id: 10 })).toBe(false);
      expect(p.canSubmitAssignment({ course_id: 10 })).toBe(false);
    },
  );
});
