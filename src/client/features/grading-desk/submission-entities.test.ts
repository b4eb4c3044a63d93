import type { AdminSubmissionSummary } from '../../../shared/contract';
import { submissionList } from './submission-entities';

// Only the fields the order reads.
const row = (id: number, submitted_at: string) => ({ id, submitted_at }) as AdminSubmissionSummary;
const LATER = '2026-01-12T09:00:00.000Z';

it('lists the longest-waiting essay first, then by id for essays handed in together', () => {
  const rows = submissionList.fromRows([row(8, LATER), row(9, '2026-01-10T09:00:00.000Z'), row(2, LATER)]);
  expect(submissionList.selectAll(rows).map((entry) => entry.id)).toEqual([9, 2, 8]);
});
