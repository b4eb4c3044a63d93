import type { LtiContentChoice } from '../../../shared/contract';
import { TITLE_MAX } from '../../../shared/contract/limits';

/** What the instructor has picked so far: assignments of the course, and perhaps a new one. */
export interface ContentPick {
  chosen: ReadonlySet<number>;
  makeNew: boolean;
  newTitle: string;
  /** The week the new assignment goes to; null leaves it to the server (the course's last week). */
  newWeekId: number | null;
}

export const NO_PICK: ContentPick = { chosen: new Set(), makeNew: false, newTitle: '', newWeekId: null };

/** What a choice stands for in the list: an assignment by its id, or the new one. */
export type PickKey = number | 'new';

/**
 * The pick after ticking or unticking one choice. A platform that takes one assignment at a time offers
 * radio buttons, which are only ever chosen: the pick is exactly the one chosen last, the new one included.
 */
export function pickedWith(
  pick: ContentPick,
  key: PickKey,
  on: boolean,
  acceptMultiple: boolean,
): ContentPick {
  if (!acceptMultiple)
    return { ...pick, chosen: new Set(key === 'new' ? [] : [key]), makeNew: key === 'new' };
  if (key === 'new') return { ...pick, makeNew: on };
  const chosen = new Set(pick.chosen);
  if (on) chosen.add(key);
  else chosen.delete(key);
  return { ...pick, chosen };
}

/** What stops the pick from being sent, by the field that shows it (the server's field names). */
export function pickProblems(pick: ContentPick): Record<string, string> {
  if (!pick.chosen.size && !pick.makeNew)
    return { assignment_ids: 'Choose an assignment, or make a new one.' };
  const title = pick.newTitle.trim();
  if (pick.makeNew && !title) return { 'new_assignment.title': 'Give the new assignment a title.' };
  if (pick.makeNew && title.length > TITLE_MAX)
    return { 'new_assignment.title': `Keep the title to ${TITLE_MAX} characters.` };
  return {};
}

/** The body that places the pick in the LMS course: the assignments in the course's order, then the new one. */
export function choiceOf(pick: ContentPick, courseOrder: readonly number[]): LtiContentChoice {
  return {
    assignment_ids: courseOrder.filter((id) => pick.chosen.has(id)),
    new_assignment: pick.makeNew ? { title: pick.newTitle.trim(), week_id: pick.newWeekId } : null,
  };
}

/** "Add 2 assignments to your course", as the button says what it will do. */
export function placeLabel(pick: ContentPick): string {
  const count = pick.chosen.size + (pick.makeNew ? 1 : 0);
  return count <= 1 ? 'Add to your course' : `Add ${count} assignments to your course`;
}
