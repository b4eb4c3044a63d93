import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { SANITIZE_POLICY } from '../../shared/rules/sanitize-policy';

// One DOM for the process: DOMPurify only needs it to parse, and a window is costly to create.
const purify = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);

/** Cleans rich HTML from a user before it is stored (design: security baseline). */
export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, { ...SANITIZE_POLICY, RETURN_TRUSTED_TYPE: false }) as string;
}
