import { useEffect, useRef } from 'react';
import { commandOf, type GradingCommand, isTypingTarget } from './grading-shortcuts';

export type GradingCommandHandlers = Partial<Record<GradingCommand, () => void>>;

/** Listens on the page for the grading screen's keys while it is open; never while a field has the focus. */
export function useGradingShortcuts(handlers: GradingCommandHandlers): void {
  const current = useRef(handlers);
  current.current = handlers;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || isTypingTarget(event.target)) return;
      const command = commandOf(event);
      const run = command ? current.current[command] : undefined;
      if (!run) return;
      event.preventDefault();
      run();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
