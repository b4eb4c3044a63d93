import { type RefObject, useEffect, useRef } from 'react';
import { PULSE_DURATION_MS } from './viewer-constants';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * "Show in Essay": the active item's highlight scrolls into view, pulses and takes the focus, once per
 * request. A later redraw (other items changed) only marks it active again, so it never steals focus.
 */
export function useShowHighlight(
  rootRef: RefObject<HTMLElement | null>,
  activeItemId: number | null,
  pulseKey: number,
  drawing: number,
): void {
  const shown = useRef<string | null>(null);

  useEffect(() => {
    const root = rootRef.current;
    if (!root || drawing === 0) return;
    for (const mark of root.querySelectorAll('mark[data-active]')) mark.removeAttribute('data-active');
    if (activeItemId === null) {
      shown.current = null;
      return;
    }
    const pieces = Array.from(root.querySelectorAll<HTMLElement>(`mark[data-feedback-id="${activeItemId}"]`));
    if (pieces.length === 0) return;
    for (const piece of pieces) piece.setAttribute('data-active', '');
    const request = `${activeItemId}:${pulseKey}`;
    if (shown.current === request) return;
    shown.current = request;

    const first = pieces[0];
    const reduced = prefersReducedMotion();
    first.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
    first.focus({ preventScroll: true });
    if (reduced) return;
    for (const piece of pieces) {
      piece.removeAttribute('data-pulse');
      // Reading the layout restarts the animation when the same highlight is shown twice in a row.
      void piece.offsetWidth;
      piece.setAttribute('data-pulse', '');
    }
    const timer = setTimeout(() => {
      for (const piece of pieces) piece.removeAttribute('data-pulse');
    }, PULSE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [rootRef, activeItemId, pulseKey, drawing]);
}
