/**
 * Essay drafts in the browser (section 3): one entry per assignment under `assignment_draft_{id}`, in
 * the storage area the session uses, so that logout (which empties both areas) takes them along.
 */
export interface AssignmentDraft {
  html: string;
  /** ISO time of the save. */
  savedAt: string;
  /**
   * The Idempotency-Key of a submit that has not been confirmed yet. Kept with the essay it sent, so a
   * retry, even after a reload, repeats the same request and the server stores one submission.
   */
  submitKey: string | null;
}

export const draftKey = (assignmentId: number) => `assignment_draft_${assignmentId}`;

// Reading a storage can throw where the browser blocks it; an unreadable area simply holds no draft.
function areas(): Storage[] {
  try {
    return [window.localStorage, window.sessionStorage];
  } catch {
    return [];
  }
}

function parse(text: string | null): AssignmentDraft | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<AssignmentDraft> | null;
    if (typeof value?.html !== 'string' || typeof value.savedAt !== 'string') return null;
    const submitKey = typeof value.submitKey === 'string' ? value.submitKey : null;
    return { html: value.html, savedAt: value.savedAt, submitKey };
  } catch {
    return null;
  }
}

/** Looks in both areas (the choice may have changed since the save); the newer draft wins. */
export function readDraft(assignmentId: number): AssignmentDraft | null {
  const found = areas()
    .map((area) => parse(area.getItem(draftKey(assignmentId))))
    .filter((draft): draft is AssignmentDraft => draft !== null);
  found.sort((a, b) => Date.parse(b.savedAt) - Date.parse(a.savedAt));
  return found[0] ?? null;
}

export function hasAssignmentDraft(assignmentId: number): boolean {
  return readDraft(assignmentId) !== null;
}

/** Writes where the session lives: localStorage with "Remember this device", else sessionStorage. */
export function writeDraft(assignmentId: number, draft: AssignmentDraft, rememberDevice: boolean): boolean {
  const [local, session] = areas();
  if (!local || !session) return false;
  const [chosen, other] = rememberDevice ? [local, session] : [session, local];
  try {
    chosen.setItem(draftKey(assignmentId), JSON.stringify(draft));
  } catch {
    // A full storage quota: the essay is still in the editor, only the copy on the device is missing.
    return false;
  }
  other.removeItem(draftKey(assignmentId));
  return true;
}

export function clearDraft(assignmentId: number): void {
  for (const area of areas()) area.removeItem(draftKey(assignmentId));
}
