import { JSDOM } from 'jsdom';
import { extractPlainText } from '../../shared/rules/plain-text';
import { countWords } from '../../shared/rules/words';

/** The plain text stored beside an essay's sanitised HTML, and its word count (design: the contract). */
export function essayText(sanitisedHtml: string): { text: string; words: number } {
  const { text } = extractPlainText(JSDOM.fragment(sanitisedHtml));
  return { text, words: countWords(text) };
}
