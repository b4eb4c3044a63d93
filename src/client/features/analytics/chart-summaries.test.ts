import {
  pivotByCategory,
  summariseFeedback,
  summariseGrades,
  summarisePairs,
  summariseSubmissions,
} from './chart-summaries';

describe('the sentences that stand in for the charts', () => {
  it('names the total and the busiest day of the submissions, the first of equal days', () => {
    const days = [
      { date: '2026-03-01', count: 0 },
      { date: '2026-03-02', count: 3 },
      { date: '2026-03-03', count: 3 },
    ];
    expect(summariseSubmissions(days)).toBe('6 submissions from 1 Mar to 3 Mar; the most, 3, on 2 Mar.');
    expect(summariseSubmissions([{ date: '2026-03-01', count: 0 }])).toBe('No submissions in this period.');
  });

  it('counts every grade band and says when nothing is released', () => {
    const bucket = (label: string, count: number) => ({ label, min: 0, max: 0, count });
    expect(summariseGrades([bucket('0–59', 1), bucket('60–69', 0)])).toBe(
      '1 released grade. 0–59: 1, 60–69: 0.',
    );
    expect(summariseGrades([bucket('0–59', 0)])).toBe('No released grades yet.');
  });

  it('orders categories as the viewer does, unknown ones last, and drops those with nothing to show', () => {
    const rows = pivotByCategory(
      [
        { category: 'zeal', severity: 'low', total: 1, accepted: 1 },
        { category: 'style', severity: 'high', total: 2, accepted: 0 },
        { category: 'grammar', severity: 'low', total: 1, accepted: 1 },
        { category: 'grammar', severity: 'high', total: 1, accepted: 0 },
      ],
      'accepted',
    );
    expect(rows).toEqual([
      { category: 'grammar', low: 1, medium: 0, high: 0 },
      { category: 'zeal', low: 1, medium: 0, high: 0 },
    ]);
    expect(summariseFeedback(rows, 'Accepted items')).toBe(
      'Accepted items by category: grammar 1 (high 0, medium 0, low 1); zeal 1 (high 0, medium 0, low 1).',
    );
    expect(summariseFeedback([], 'Accepted items')).toBe('No feedback items yet.');
  });

  it('tells how final grades sit against the suggestions', () => {
    const pair = (suggested: number, final: number) => ({ submission_id: 1, suggested, final });
    expect(summarisePairs([pair(70, 75), pair(80, 78)])).toBe(
      '2 released essays: the final grade is above the suggested grade on 1, below on 1, equal on 0; on average +1.5 points.',
    );
    expect(summarisePairs([pair(70, 60)])).toMatch(/on average -10\.0 points\.$/);
    expect(summarisePairs([])).toBe('No released grades with a suggested grade yet.');
  });
});
