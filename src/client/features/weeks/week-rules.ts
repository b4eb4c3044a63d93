import { TITLE_MAX, WEEK_NUMBER_MAX } from '../../../shared/contract/limits';
import type { FormProblems } from '../../lib/form-problems';
import { tooLongProblem } from '../../lib/text-limit-problems';

export interface WeekDraft {
  week_number: string;
  title: string;
  starts_on: string;
  ends_on: string;
}

export type WeekField = keyof WeekDraft;

/** The contract's week limits (courses.ts) and the server's date rule, checked before sending. */
export function weekProblems(draft: WeekDraft): FormProblems<WeekField> {
  const number = Number(draft.week_number);
  const numberOk =
    draft.week_number.trim() !== '' && Number.isInteger(number) && number >= 1 && number <= WEEK_NUMBER_MAX;
  return {
    week_number: numberOk ? undefined : `Enter a week number from 1 to ${WEEK_NUMBER_MAX}.`,
    title: tooLongProblem(draft.title, TITLE_MAX, 'title'),
    ends_on:
      draft.starts_on && draft.ends_on && draft.ends_on < draft.starts_on
        ? 'The week cannot end before it starts.'
        : undefined,
  };
}

export const weekBodyOf = (draft: WeekDraft) => ({
  week_number: Number(draft.week_number),
  title: draft.title.trim(),
  starts_on: draft.starts_on || null,
  ends_on: draft.ends_on || null,
});
