import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { readDraft } from './draft-storage';
import { draftRestored } from './essay-events';
import { saveDraft } from './essay-thunks';

/** Long enough not to write on every keystroke, short enough that a crash loses a sentence at most. */
export const AUTOSAVE_DELAY_MS = 1000;

/**
 * The essay being written, kept on this device: restored on arrival, saved a second after the last
 * change, and at once when the page is hidden or left (so a closed tab or a crash loses nothing).
 */
export function useEssayDraft(assignmentId: number, submittedHtml: string) {
  const dispatch = useAppDispatch();
  const [restored] = useState(() => readDraft(assignmentId));
  const [html, setHtml] = useState(restored?.html ?? submittedHtml);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const unsaved = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (restored) dispatch(draftRestored({ assignmentId, savedAt: restored.savedAt }));
  }, [dispatch, assignmentId, restored]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (unsaved.current === null) return;
    const draft = dispatch(saveDraft(assignmentId, unsaved.current));
    unsaved.current = null;
    setSavedAt(draft?.savedAt ?? null);
  }, [dispatch, assignmentId]);

  const change = useCallback(
    (next: string) => {
      setHtml(next);
      unsaved.current = next;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, AUTOSAVE_DELAY_MS);
    },
    [flush],
  );

  /** After a successful submit the draft is gone on purpose; nothing may write it back. */
  const forget = useCallback(() => {
    clearTimeout(timer.current);
    unsaved.current = null;
  }, []);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return { html, change, flush, forget, savedAt, restored };
}
