import {
  type CategorySeverityCount,
  type DailySubmissions,
  FEEDBACK_CATEGORIES,
  type GradeBucket,
  type GradePair,
  SEVERITIES,
  type Severity,
} from '../../../shared/contract';
import { formatDayMonth } from '../../lib/date-format';
import { countOf } from '../../lib/wording';

/**
 * Sentences a screen reader reads in place of each chart (its role="img" label), so the chart says
 * what a sighted reader takes from it at a glance.
 */

export function summariseSubmissions(days: DailySubmissions[]): string {
  const total = days.reduce((sum, day) => sum + day.count, 0);
  if (!days.length || total === 0) return 'No submissions in this period.';
  const busiest = days.reduce((best, day) => (day.count > best.count ? day : best));
  const from = formatDayMonth(days[0].date);
  const to = formatDayMonth(days[days.length - 1].date);
  return `${countOf(total, 'submission')} from ${from} to ${to}; the most, ${busiest.count}, on ${formatDayMonth(busiest.date)}.`;
}

export function summariseGrades(buckets: GradeBucket[]): string {
  const total = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  if (total === 0) return 'No released grades yet.';
  const parts = buckets.map((bucket) => `${bucket.label}: ${bucket.count}`);
  return `${countOf(total, 'released grade')}. ${parts.join(', ')}.`;
}

export type CategoryRow = { category: string } & Record<Severity, number>;

/** Category rows in the viewer's order (section 3), any other category after them by name. */
export function pivotByCategory(rows: CategorySeverityCount[], count: 'total' | 'accepted'): CategoryRow[] {
  const byCategory = new Map<string, CategoryRow>();
  for (const row of rows) {
    const entry = byCategory.get(row.category) ?? { category: row.category, low: 0, medium: 0, high: 0 };
    entry[row.severity] += row[count];
    byCategory.set(row.category, entry);
  }
  const rank = (category: string) => {
    const index = (FEEDBACK_CATEGORIES as readonly string[]).indexOf(category);
    return index < 0 ? FEEDBACK_CATEGORIES.length : index;
  };
  return [...byCategory.values()]
    .filter((row) => row.low + row.medium + row.high > 0)
    .sort((a, b) => rank(a.category) - rank(b.category) || a.category.localeCompare(b.category));
}

export function summariseFeedback(rows: CategoryRow[], shown: string): string {
  if (!rows.length) return 'No feedback items yet.';
  const parts = rows.map((row) => {
    const severities = [...SEVERITIES].reverse().map((severity) => `${severity} ${row[severity]}`);
    return `${row.category} ${row.low + row.medium + row.high} (${severities.join(', ')})`;
  });
  return `${shown} by category: ${parts.join('; ')}.`;
}

export function summarisePairs(pairs: GradePair[]): string {
  if (!pairs.length) return 'No released grades with a suggested grade yet.';
  const above = pairs.filter((pair) => pair.final > pair.suggested).length;
  const below = pairs.filter((pair) => pair.final < pair.suggested).length;
  const mean = pairs.reduce((sum, pair) => sum + pair.final - pair.suggested, 0) / pairs.length;
  const signed = `${mean > 0 ? '+' : ''}${mean.toFixed(1)}`;
  return `${countOf(pairs.length, 'released essay')}: the final grade is above the suggested grade on ${above}, below on ${below}, equal on ${pairs.length - above - below}; on average ${signed} points.`;
}
