/** Typographic quotes around a phrase the student wrote, as comments quote the essay. */
export const q = (phrase: string) => `“${phrase.trim()}”`;

/** Harper marks code-like spans with backticks; comments to students use quotation marks instead. */
export function plainMessage(message: string): string {
  const text = message.replace(/`([^`]*)`/g, (_, inner: string) => q(inner)).trim();
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

export function joinAlternatives(options: string[]): string {
  const quoted = options.map(q);
  return quoted.length <= 1 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
}

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** Words that good English writes twice in a row: "she had had enough", "she said that that was fair". */
const CORRECT_DOUBLES = new Set(['had', 'that']);

/**
 * Whether a doubled word (as "had had" or just "had") is one English doubles on purpose, or a figure
 * written digit by digit ("in 2 0 0 6"), which is not a word written twice.
 */
export const isDoubledOnPurpose = (phrase: string) => {
  const word = phrase.trim().split(/\s+/u)[0]?.toLowerCase() ?? '';
  return CORRECT_DOUBLES.has(word) || /^\d+$/.test(word);
};
