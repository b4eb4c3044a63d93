import type { EnrollmentDetail } from '../../../shared/contract';
import { enrollmentProblems, enrollmentSummary, matchesSearch } from './enrollment-rules';

const row = (id: number, username: string, email: string, created_at: string): EnrollmentDetail => ({
  id,
  user_id: id,
  course_id: 10,
  course_title: 'Essay Writing 101',
  created_at,
  username,
  display_name: username,
  email,
});

const rows = [
  row(1, 'bea', 'z@example.com', '2026-01-02T00:00:00.000Z'),
  row(2, 'al', 'y@example.com', '2026-01-03T00:00:00.000Z'),
  row(3, 'cy', 'x@example.com', '2026-01-01T00:00:00.000Z'),
];

describe('enrollment rules', () => {
  it.each([
    ['', true],
    ['BEA', true],
    ['z@exa', true],
    ['nobody', false],
  ])('a search for %p finds bea: %p', (search, found) => {
    expect(matchesSearch(rows[0], search)).toBe(found);
  });

  it('needs a course and at least one student', () => {
    expect(enrollmentProblems(null, [])).toEqual({
      course: 'Choose a course.',
      students: 'Choose at least one student.',
    });
    expect(enrollmentProblems(10, [2])).toEqual({ course: undefined, students: undefined });
  });

  it('says how many were enrolled and names who already was', () => {
    const names: Record<number, string> = { 2: 'sam.student', 3: 'nia.newcomer' };
    const nameOf = (id: number) => names[id];
    expect(enrollmentSummary({ created: [rows[0]], already_enrolled: [2, 3] }, 'Style', nameOf)).toEqual({
      title: "Enrolled 1 student in 'Style'.",
      description: 'Already enrolled: sam.student, nia.newcomer.',
    });
    expect(enrollmentSummary({ created: rows, already_enrolled: [] }, 'Style', nameOf)).toEqual({
      title: "Enrolled 3 students in 'Style'.",
      description: undefined,
    });
  });
});
