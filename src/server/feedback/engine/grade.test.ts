import { FEATURE_NAMES } from './features';
import { gradeToOverall, overallToGrade, predictOverall } from './grade';
import { GRADE_MODEL } from './grade-model';

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

/** An essay the model's average in every feature, with the named ones moved by `z` standard deviations. */
function essayWith(moved: Record<string, number>): number[] {
  return FEATURE_NAMES.map((name, j) => GRADE_MODEL.means[j] + (moved[name] ?? 0) * GRADE_MODEL.scales[j]);
}
const SHORT = { logWords: -1.5, sqrtWords: -1.4, logDistinctWords: -1.3 };
const LONG = { logWords: 1.5, sqrtWords: 1.6, logDistinctWords: 1.2 };

describe('the length an assignment asks for', () => {
  it('costs a short essay nothing when it is within the range: it counts as of average length', () => {
    expect(predictOverall(essayWith(SHORT))).toBeLessThan(predictOverall(essayWith({})));
    expect(predictOverall(essayWith(SHORT), GRADE_MODEL, true)).toBeCloseTo(
      predictOverall(essayWith({})),
      10,
    );
  });

  it('still rewards a longer essay, and reads every other feature as before', () => {
    expect(predictOverall(essayWith(LONG), GRADE_MODEL, true)).toBe(predictOverall(essayWith(LONG)));
    const slips = { ...SHORT, grammarPer100: 2 };
    expect(predictOverall(essayWith(slips), GRADE_MODEL, true)).toBeLessThan(
      predictOverall(essayWith(SHORT), GRADE_MODEL, true),
    );
  });
});

describe('the sentence patterns', () => {
  const averagePatterns = new Map(GRADE_MODEL.patterns.map(([pattern, mean]) => [pattern, mean]));
  const [strongest] = [...GRADE_MODEL.patterns].sort((a, b) => Math.abs(b[3]) - Math.abs(a[3]));

  it('count as average when an essay has none to read', () => {
    expect(GRADE_MODEL.patterns.length).toBeGreaterThan(100);
    expect(predictOverall(essayWith({}), GRADE_MODEL, false, averagePatterns)).toBeCloseTo(
      predictOverall(essayWith({})),
      10,
    );
  });

  it('move the estimate by their weight, and no further than four standard deviations', () => {
    const [pattern, mean, scale, weight] = strongest;
    const at = (share: number) =>
      predictOverall(essayWith({}), GRADE_MODEL, false, new Map([...averagePatterns, [pattern, share]]));
    const direction = Math.sign(weight);
    expect(Math.sign(at(mean + scale) - at(mean))).toBe(direction);
    expect(at(mean + 4 * scale)).toBeCloseTo(at(mean + 40 * scale), 10);
  });
});
