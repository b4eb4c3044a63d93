/**
 * The grading screen's single-key commands, in the order the help dialog lists them. `key` is the
 * KeyboardEvent key: a lower-case letter is pressed alone, a capital one with Shift.
 */
export const GRADING_SHORTCUTS = [
  { command: 'nextComment', key: 'j', does: 'Next comment' },
  { command: 'previousComment', key: 'k', does: 'Previous comment' },
  { command: 'accept', key: 'a', does: 'Accept the selected comment and go to the next' },
  { command: 'reject', key: 'r', does: 'Reject the selected comment and go to the next' },
  { command: 'edit', key: 'e', does: 'Edit the selected comment' },
  { command: 'comment', key: 'c', does: 'Comment on the text selected in the essay' },
  { command: 'grade', key: 'g', does: 'Go to the rubric, grade and summary' },
  { command: 'nextSubmission', key: 'N', does: 'Next submission' },
  { command: 'help', key: '?', does: 'Show these shortcuts' },
] as const;

export type GradingCommand = (typeof GRADING_SHORTCUTS)[number]['command'];

const needsShift = (key: string) => /^[A-Z]$/.test(key);

/** The keys as the help dialog names them: "J", "Shift + N", "?". */
export const keyNamesOf = (key: string): string[] => (needsShift(key) ? ['Shift', key] : [key.toUpperCase()]);

interface KeyPress {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** The command a key press asks for; none with Ctrl, Alt or Meta held, which belong to the browser. */
export function commandOf(press: KeyPress): GradingCommand | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  const shortcut = GRADING_SHORTCUTS.find((candidate) => candidate.key === press.key);
  if (!shortcut) return null;
  // Layouts differ on whether ? needs Shift; a letter's Shift must match (Caps Lock gives N without it).
  if (/^[a-z]$/i.test(shortcut.key) && press.shiftKey !== needsShift(shortcut.key)) return null;
  return shortcut.command;
}

/** Keys typed into a field are words, never commands. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return true;
  // A dialog or menu owns its keys while it is open.
  return target.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]') !== null;
}
