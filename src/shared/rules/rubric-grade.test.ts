import type { Rubric } from '../contract/rubrics';
import { rubricGrade, rubricPoints } from './rubric-grade';

/** Criteria worth `points`, each with levels at every whole number from its points down to 0. */
function rubricOf(...points: number[]): Rubric {
  return {
    criteria: points.map((most, index) => ({
      id: index + 1,
      title: `Criterion ${index + 1}`,
      description: '',
      points: most,
      levels: Array.from({ length: most + 1 }, (_, step) => ({
        id: 100 * (index + 1) + (most - step),
        title: `${most - step} points`,
        description: '',
        points: most - step,
      })),
    })),
  };
}

/** Chooses, for each criterion, the level worth `earned[i]` points. */
const choose = (...earned: number[]) =>
  earned.map((points, index) => ({ criterion_id: index + 1, level_id: 100 * (index + 1) + points }));

describe('the grade a scored rubric gives', () => {
  it.each([
    { criteria: [4, 4, 4, 4, 4], earned: [4, 4, 4, 4, 4], grade: 100 },
    { criteria: [4, 4, 4, 4, 4], earned: [3, 3, 3, 3, 3], grade: 75 },
    { criteria: [4, 4, 4, 4, 4], earned: [4, 3, 3, 2, 4], grade: 80 },
    { criteria: [4, 4], earned: [4, 3], grade: 88 }, // 87.5 rounds up
    { criteria: [4, 4], earned: [0, 1], grade: 13 }, // 12.5 rounds up
    { criteria: [3], earned: [1], grade: 33 }, // 33.3 rounds down
    { criteria: [3], earned: [2], grade: 67 }, // 66.7 rounds up
    { criteria: [10, 5], earned: [5, 5], grade: 67 }, // criteria weigh by their points
    { criteria: [4, 4, 4], earned: [0, 0, 0], grade: 0 },
    { criteria: [1000, 1000], earned: [999, 1000], grade: 100 }, // 99.95 rounds up
    { criteria: [1000, 1000], earned: [989, 1000], grade: 99 }, // 99.45 rounds down
  ])('$earned of $criteria gives $grade', ({ criteria, earned, grade }) => {
    expect(rubricGrade(rubricOf(...criteria), choose(...earned))).toBe(grade);
  });

  it('says nothing until every criterion has a level', () => {
    const rubric = rubricOf(4, 4);
    expect(rubricGrade(rubric, [])).toBeNull();
    expect(rubricGrade(rubric, choose(4))).toBeNull();
    expect(rubricGrade(rubric, [...choose(4), { criterion_id: 2, level_id: null }])).toBeNull();
  });

  it('ignores a level that is not the criterion’s own, and a rubric worth nothing', () => {
    expect(rubricGrade(rubricOf(4, 4), [...choose(4), { criterion_id: 2, level_id: 104 }])).toBeNull();
    expect(rubricGrade(rubricOf(0), choose(0))).toBeNull();
    expect(rubricGrade({ criteria: [] }, [])).toBeNull();
  });

  it('adds up the points of every criterion', () => {
    expect(rubricPoints(rubricOf(4, 4, 2))).toBe(10);
  });
});
