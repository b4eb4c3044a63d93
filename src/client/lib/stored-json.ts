import { isObject } from '../../shared/rules/is-object';

/**
 * Reading what the browser keeps and what the server sends as JSON text, where any part may come from
 * an older build or a hand edit: every reader checks what it takes and drops the rest.
 */

/** What a JSON text holds; undefined for no text or text that is not JSON. */
export function jsonOf(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The object a JSON text holds; null for no text, text that is not JSON, or JSON that is not an object. */
export function jsonObjectOf(text: string | null | undefined): Record<string, unknown> | null {
  const value = jsonOf(text);
  return isObject(value) ? value : null;
}

/**
 * This tab's session storage, or null where the browser refuses it (reaching `window.sessionStorage`
 * itself throws there): a refused or full storage costs only the copy, the page still holds the work.
 */
export function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
