import type { AdminSubmissionSummary } from '../../../shared/contract';
import { entityList } from '../../api/entity-list';

/**
 * One assignment's latest versions, a row per submission, in the server's order: the longest-waiting
 * essay first, the id settling essays handed in together.
 */
export const submissionList = entityList<AdminSubmissionSummary>({
  order: (a, b) => Date.parse(a.submitted_at) - Date.parse(b.submitted_at) || a.id - b.id,
});
