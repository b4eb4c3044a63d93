/**
 * The sentences of the contract's length limits on what people type, checked before sending so that
 * they learn at once: `Keep the title to 200 characters.`
 */
export const tooLongProblem = (text: string, max: number, what: string): string | undefined =>
  text.length > max ? `Keep the ${what} to ${max} characters.` : undefined;

/** A title or a name: it must be given, and fit its limit (leading and trailing spaces aside). */
export function requiredTextProblem(text: string, max: number, what: string): string | undefined {
  const trimmed = text.trim();
  return trimmed ? tooLongProblem(trimmed, max, what) : `Enter a ${what}.`;
}
