import { readSession } from '../features/auth/stored-session';

/** Whether this browser holds a session (section 3: in localStorage when remembered, else sessionStorage). */
export function hasStoredSession(): boolean {
  return Boolean(readSession(window.localStorage) ?? readSession(window.sessionStorage));
}

export function rootElement(): HTMLElement {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into.');
  return container;
}
