import { readSession, type StoredSession } from '../features/auth';

/** The session this browser holds (section 3: in localStorage when remembered, else sessionStorage). */
export function storedSession(): StoredSession | null {
  return readSession(window.localStorage) ?? readSession(window.sessionStorage);
}

export function hasStoredSession(): boolean {
  return storedSession() !== null;
}

export function rootElement(): HTMLElement {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into.');
  return container;
}
