import { isSafeReturnUrl } from '../../lib/route-areas';

/** Section 2: the wanted address lives for the tab only, like an unremembered session. */
const RETURN_URL_KEY = 'returnUrl';

export function readReturnUrl(): string | null {
  const url = window.sessionStorage.getItem(RETURN_URL_KEY);
  return isSafeReturnUrl(url) ? url : null;
}

export function saveReturnUrl(url: string): void {
  window.sessionStorage.setItem(RETURN_URL_KEY, url);
}

export function clearReturnUrl(): void {
  window.sessionStorage.removeItem(RETURN_URL_KEY);
}
