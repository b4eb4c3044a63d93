import { gradeToOverall, overallToGrade } from './grade';

/** The ELLIPSE band an essay is predicted at, as the grade an instructor would give it. */
describe('the grade scale', () => {
  it.each([
    [1, 45],
    [2, 60],
    [3, 74],
    [3.5, 80],
    [3.75, 83],
    [4, 85],
    [5, 97],
    [0.2, 45],
    [5.6, 97],
  ])('gives Overall %d the grade %d', (overall, grade) => {
    expect(overallToGrade(overall)).toBe(grade);
  });

  it('keeps the order of essays, and reads each band back from its grade', () => {
    const overalls = Array.from({ length: 41 }, (_, k) => 1 + k / 10);
    const grades = overalls.map(overallToGrade);
    expect([...grades].sort((a, b) => a - b)).toEqual(grades);
    for (const band of [1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5])
      expect(gradeToOverall(overallToGrade(band))).toBe(band);
  });
});
