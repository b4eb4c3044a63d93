import { extractPlainText } from '../../../shared/rules/plain-text';

/** The words of an essay's HTML as a reader sees them, paragraphs apart, for a look without rendering it. */
export const essayPlainText = (html: string) =>
  extractPlainText(new DOMParser().parseFromString(html, 'text/html').body).text;
