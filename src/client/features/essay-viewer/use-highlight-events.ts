import { type RefObject, useEffect, useRef } from 'react';
import { selectionOffsets, type TextSelection } from './selection-offsets';

const highlightIdOf = (target: EventTarget | null, root: HTMLElement): number | null => {
  if (!(target instanceof Element)) return null;
  const mark = target.closest('[data-feedback-id]');
  return mark && root.contains(mark) ? Number(mark.getAttribute('data-feedback-id')) : null;
};

/**
 * Clicks and Enter/Space on a highlight open its comment; a selection made with the mouse or the
 * keyboard inside the essay is reported as plain-text offsets. Listeners sit on the essay's root
 * because its content is managed outside React.
 */
export function useHighlightEvents(
  rootRef: RefObject<HTMLElement | null>,
  onHighlightClick?: (id: number) => void,
  onSelectText?: (selection: TextSelection | null) => void,
): void {
  const handlers = useRef({ onHighlightClick, onSelectText });
  handlers.current = { onHighlightClick, onSelectText };

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const open = (event: Event) => {
      const id = highlightIdOf(event.target, root);
      if (id !== null) handlers.current.onHighlightClick?.(id);
    };
    const openByKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      if (!(event.target instanceof Element) || event.target.getAttribute('role') !== 'button') return;
      event.preventDefault();
      open(event);
    };
    const reportSelection = () => {
      const report = handlers.current.onSelectText;
      if (!report) return;
      const selection = root.ownerDocument.getSelection();
      if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return report(null);
      report(selectionOffsets(root, selection.getRangeAt(0)));
    };
    root.addEventListener('click', open);
    root.addEventListener('keydown', openByKey);
    root.addEventListener('mouseup', reportSelection);
    root.addEventListener('keyup', reportSelection);
    return () => {
      root.removeEventListener('click', open);
      root.removeEventListener('keydown', openByKey);
      root.removeEventListener('mouseup', reportSelection);
      root.removeEventListener('keyup', reportSelection);
    };
  }, [rootRef]);
}
