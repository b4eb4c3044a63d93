import DOMPurify from 'dompurify';
import { SANITIZE_POLICY } from '../../shared/rules/sanitize-policy';

/**
 * Section 5: rich HTML is cleaned with the policy the server shares, both before it is sent and before
 * it is rendered, so a stored lesson that predates a policy change is still shown safely.
 */
export function sanitize(html: string): string {
  return DOMPurify.sanitize(html, { ...SANITIZE_POLICY, RETURN_TRUSTED_TYPE: false }) as string;
}
