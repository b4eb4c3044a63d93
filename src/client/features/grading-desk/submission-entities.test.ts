import type { AdminSubmissionSummary } from '../../../shared/contract';
import { submissionList } from './submission-entities';

it('lists the longest-waiting essay first, then by id for essays handed in together', () => {
  const rows = [
    { id: 8, submitted_at: '2026-01-12T09:00:00.000Z' },
    { id: 9, submitted_at: '2026-01-10T09:00:00.000Z' },
    { id: 2, submitted_at: '2026-01-12T09:00:00.000Z' },
  ] as AdminSubmissionSummary[];
  expect(submissionList.selectAll(submissionList.fromRows(rows)).map((row) => row.id)).toEqual([9, 2, 8]);
});
