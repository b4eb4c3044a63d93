import type { AdminSubmissionSummary } from '../../../shared/contract';
import {
  selectAllSubmissions,
  selectSubmissionById,
  submissionsAdapter,
  toSubmissionEntities,
} from './submission-entities';

const submission = (id: number, submitted_at: string): AdminSubmissionSummary => ({
  id,
  assignment_id: 500,
  user_id: id,
  student_name: `student.${id}`,
  version: 1,
  word_count: 300,
  status: 'submitted',
  submitted_at,
  suggested_grade: null,
  grade: null,
  draft_status: 'running',
  draft_ready: false,
  saved: false,
  is_approved: false,
  graded_at: null,
  due_at: null,
  extended: false,
  late: false,
  minutes_late: null,
  lms_grade: null,
});

const idsOf = (rows: AdminSubmissionSummary[]) => rows.map((row) => row.id);

describe("an assignment's submissions as the store keeps them", () => {
  const rows = toSubmissionEntities([
    submission(8, '2026-01-12T09:00:00.000Z'),
    submission(9, '2026-01-10T09:00:00.000Z'),
    submission(2, '2026-01-12T09:00:00.000Z'),
  ]);

  it('lists the longest-waiting essay first, then by id for essays handed in together', () => {
    expect(idsOf(selectAllSubmissions(rows))).toEqual([9, 2, 8]);
  });

  it('finds one submission by id, and none for an id it does not hold', () => {
    expect(selectSubmissionById(rows, 8)?.student_name).toBe('student.8');
    expect(selectSubmissionById(rows, 1)).toBeUndefined();
  });

  it('answers the same list for the same state, so a screen does not redraw for nothing', () => {
    expect(selectAllSubmissions(rows)).toBe(selectAllSubmissions(rows));
  });

  it('changes one submission without touching the others, keeping its place', () => {
    const ready = submissionsAdapter.updateOne(rows, { id: 2, changes: { draft_status: 'ready' } });
    expect(idsOf(selectAllSubmissions(ready))).toEqual([9, 2, 8]);
    expect(ready.entities[2].draft_status).toBe('ready');
    expect(ready.entities[8]).toBe(rows.entities[8]);
    expect(ready.entities[9]).toBe(rows.entities[9]);
  });
});
