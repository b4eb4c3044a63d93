import type { GradeItem } from '../../../shared/contract';
import { entityList } from '../../api/entity-list';

/**
 * A student's released entries, one per submission. No order: the server already sends them newest
 * grading first (with its own rule for undated ones), and the list keeps that order as it arrives.
 */
export const gradeList = entityList<GradeItem>({ idOf: (entry) => entry.submission_id });
