import DOMPurify from 'dompurify';
import { SANITIZE_POLICY } from '../../shared/rules/sanitize-policy';

/**
 * Section 5: rich HTML is cleaned with the policy the server shares, both before it is sent and before
 * it is rendered, so a stored lesson that predates a policy change is still shown safely.
 */
export function sanitize(html: string): string {
  return DOMPurify.sanitize(html, { ...SANITIZE_POLICY, RETURN_TRUSTED_TYPE: false }) as string;
}

/** A style attribute inside a tag; values are quoted or end at white space or the tag's end. */
const STYLE_ATTRIBUTE = /\sstyle\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

/**
 * HTML from the clipboard (a word processor's, a web page's) without its style attributes, removed
 * from the text before any parser reads it: Chromium applies the page's CSP to every document the page
 * creates, DOMPurify's and ProseMirror's detached ones included, and reports each style attribute they
 * meet. Only the tags are rewritten; the words between them stay as they are.
 */
export function withoutStyleAttributes(html: string): string {
  return html.replace(/<[^>]*>/g, (tag) => tag.replace(STYLE_ATTRIBUTE, ''));
}

/** Pasted HTML as the editor may read it: unstyled, then cleaned with the shared policy. */
export const cleanPastedHtml = (html: string) => sanitize(withoutStyleAttributes(html));
