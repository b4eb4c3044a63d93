import { joinPath } from '../../shared/rules/join-code';
import { paths } from './paths';

describe('screen addresses', () => {
  it.each([
    [paths.adminDashboard(), '/admin/dashboard'],
    [paths.courseDetails(3), '/admin/apps/courses/details/3'],
    [paths.grading(500, 40), '/admin/apps/assignments/500/submissions/40'],
    [paths.studentWeek(7, { course_id: 3 }), '/user/weeks/7?course_id=3'],
    [paths.studentWeek(7), '/user/weeks/7'],
    [paths.studentWeek(7, { course_id: null }), '/user/weeks/7'],
    [paths.enrollments({ course: 4 }), '/admin/enrollments?course=4'],
    [paths.createEnrollment({ course: undefined }), '/admin/enrollments/create'],
    [paths.signIn({ mode: 'register' }), '/auth?mode=register'],
    [paths.signIn(), '/auth'],
  ])('%s', (built, expected) => {
    expect(built).toBe(expected);
  });

  it("keeps an id's reserved characters inside its own segment", () => {
    expect(paths.studentCourse('a/b?c')).toBe('/user/courses/a%2Fb%3Fc');
  });

  it('gives the pattern the screen table matches', () => {
    expect(paths.grading.pattern).toBe('/admin/apps/assignments/:id/submissions/:submissionId');
  });

  it("builds an invitation's address as the server does", () => {
    expect(paths.join('K7QM4XTP')).toBe(joinPath('K7QM4XTP'));
  });
});
