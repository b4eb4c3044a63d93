/** The grading screen's single-key commands, in the order the help dialog lists them. */
export const GRADING_SHORTCUTS = [
  { command: 'nextComment', keys: ['J'], does: 'Next comment' },
  { command: 'previousComment', keys: ['K'], does: 'Previous comment' },
  { command: 'accept', keys: ['A'], does: 'Accept the selected comment and go to the next' },
  { command: 'reject', keys: ['R'], does: 'Reject the selected comment and go to the next' },
  { command: 'edit', keys: ['E'], does: 'Edit the selected comment' },
  { command: 'comment', keys: ['C'], does: 'Comment on the text selected in the essay' },
  { command: 'nextSubmission', keys: ['Shift', 'N'], does: 'Next submission' },
  { command: 'help', keys: ['?'], does: 'Show these shortcuts' },
] as const;

export type GradingCommand = (typeof GRADING_SHORTCUTS)[number]['command'];

interface KeyPress {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

const BY_KEY: Record<string, GradingCommand> = {
  j: 'nextComment',
  k: 'previousComment',
  a: 'accept',
  r: 'reject',
  e: 'edit',
  c: 'comment',
  N: 'nextSubmission',
  '?': 'help',
};

/** The command a key press asks for; none with Ctrl, Alt or Meta held, which belong to the browser. */
export function commandOf(press: KeyPress): GradingCommand | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  const command = BY_KEY[press.key];
  if (!command) return null;
  // Layouts differ on whether ? needs Shift; for the letters, Shift+J is not J and N alone is not Shift+N.
  if (command === 'help') return command;
  if (press.shiftKey !== (command === 'nextSubmission')) return null;
  return command;
}

/** Keys typed into a field are words, never commands. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return true;
  // A dialog or menu owns its keys while it is open.
  return target.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]') !== null;
}
