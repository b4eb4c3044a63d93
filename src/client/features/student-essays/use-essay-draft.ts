import { useCallback, useEffect, useRef, useState } from 'react';
import type { EssayDraft } from '../../../shared/contract';
import { useAppDispatch } from '../../app/hooks';
import { readDraft } from './draft-storage';
import { conflictDraftOf, essayDraftsApi } from './essay-drafts-api';
import { draftRestored } from './essay-events';
import { saveDraft } from './essay-thunks';

/** Long enough not to write on every keystroke, short enough that a crash loses a sentence at most. */
export const AUTOSAVE_DELAY_MS = 1000;
/** The copy on the server follows a little later: a pause in the typing, not every word. */
export const SERVER_SAVE_DELAY_MS = 3000;
/** After a failed save to the server, when to try again if nothing else prompts it. */
const SERVER_RETRY_MS = 15_000;

/** Where the essay is safe, as the editor says it. */
export type DraftPlace =
  /** Not yet heard from the server, or nothing there to speak of: the copy on this device is the news. */
  | { kind: 'local' }
  | { kind: 'account'; at: string }
  | { kind: 'saving' }
  /** The server could not be reached: the essay is on this device only until it can. */
  | { kind: 'offline' }
  | { kind: 'conflict'; theirs: EssayDraft };

interface Submitted {
  html: string;
  /** When the latest version was submitted: a server draft older than it was that essay's draft. */
  at: string | null;
}

const newer = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a) && (!b || Date.parse(a as string) > Date.parse(b));

/**
 * The essay being written, kept in two places: on this device a second after each change (and at once
 * when the page is hidden), and in the student's account a few seconds after typing pauses, so that it
 * follows them to another browser. The server's copy carries a revision: a save made on an older one
 * (another window saved in between) is refused, and the editor offers both versions instead of writing
 * over either.
 */
export function useEssayDraft(assignmentId: number, submitted: Submitted) {
  const dispatch = useAppDispatch();
  const [restored] = useState(() => readDraft(assignmentId));
  const [html, setHtml] = useState(restored?.html ?? submitted.html);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [place, setPlace] = useState<DraftPlace>({ kind: 'local' });
  const latest = useRef(html);
  const unsaved = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The server's side: the revision this editor's text was typed on (null until it is known), whether
  // the text differs from what the server holds, and whether the writing is over (submitted).
  const base = useRef<number | null>(null);
  const serverBehind = useRef(false);
  const typedSinceOpen = useRef(false);
  const done = useRef(false);
  const serverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inConflict = useRef(false);
  const inFlight = useRef<'saving' | 'again' | null>(null);
  // This render's save, for the queue of saves (saveToServer), which stays the same function throughout.
  const sendLatest = useRef<() => Promise<void>>(async () => {});

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

  const saveToServer = useCallback(async (): Promise<void> => {
    clearTimeout(serverTimer.current);
    if (done.current || inConflict.current || !serverBehind.current) return;
    // One save at a time: a second one would name the revision the first is replacing, and the server
    // would refuse it as another device's. It follows once the first is answered.
    if (inFlight.current) {
      inFlight.current = 'again';
      return;
    }
    inFlight.current = 'saving';
    try {
      await sendLatest.current();
    } finally {
      // Set meanwhile, by a save asked for while this one was on its way.
      const again = (inFlight.current as 'saving' | 'again') === 'again';
      inFlight.current = null;
      if (again) void saveToServer();
    }
  }, []);

  const left = useRef(false);
  const offline = useCallback(() => {
    setPlace({ kind: 'offline' });
    clearTimeout(serverTimer.current);
    // Once the page is left, the copy on this device waits for the next visit instead.
    if (!left.current) serverTimer.current = setTimeout(() => void saveToServer(), SERVER_RETRY_MS);
  }, [saveToServer]);

  const conflict = useCallback((theirs: EssayDraft) => {
    inConflict.current = true;
    setPlace({ kind: 'conflict', theirs });
  }, []);

  /** Reads the server's copy; answers null when it cannot be reached. */
  const readServer = useCallback(async () => {
    const result = await dispatch(
      essayDraftsApi.endpoints.getEssayDraft.initiate(assignmentId, { subscribe: false, forceRefetch: true }),
    );
    return result.data ?? null;
  }, [dispatch, assignmentId]);

  /** One save of what the editor holds, on the revision it was typed on (saveToServer takes turns). */
  const sendToServer = async (): Promise<void> => {
    if (base.current === null) {
      const server = await readServer();
      if (!server) return offline();
      base.current = server.revision;
    }
    const sent = latest.current;
    setPlace({ kind: 'saving' });
    const result = await dispatch(
      essayDraftsApi.endpoints.saveEssayDraft.initiate(
        { assignmentId, content_html: sent, base_revision: base.current },
        { track: false },
      ),
    );
    if ('data' in result && result.data) {
      base.current = result.data.revision;
      serverBehind.current = latest.current !== sent;
      setPlace({ kind: 'account', at: result.data.saved_at ?? new Date().toISOString() });
      if (serverBehind.current)
        serverTimer.current = setTimeout(() => void saveToServer(), SERVER_SAVE_DELAY_MS);
      return;
    }
    const theirs = conflictDraftOf(result.error);
    if (theirs) return conflict(theirs);
    offline();
  };
  sendLatest.current = sendToServer;

  // On arrival: a newer copy on the server (typed on another device) replaces what the editor opened
  // with, unless the student has typed meanwhile; a newer copy here is sent up.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per assignment, as the page opens
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const server = await readServer();
      if (cancelled) return;
      if (!server) return offline();
      base.current = server.revision;
      const serverCurrent = server.revision > 0 && newer(server.saved_at, submitted.at);
      const here = latest.current;
      if (serverCurrent && server.content_html !== here && newer(server.saved_at, restored?.savedAt)) {
        if (typedSinceOpen.current) return conflict(server);
        setHtml(server.content_html);
        latest.current = server.content_html;
        dispatch(saveDraft(assignmentId, server.content_html));
        return setPlace({ kind: 'account', at: server.saved_at as string });
      }
      if (serverCurrent && server.content_html === here) {
        return setPlace({ kind: 'account', at: server.saved_at as string });
      }
      // Work on this device the server has not seen (typed offline, or before drafts were kept there).
      if (restored && here !== (serverCurrent ? server.content_html : submitted.html)) {
        serverBehind.current = true;
        return void saveToServer();
      }
      if (serverCurrent) setPlace({ kind: 'account', at: server.saved_at as string });
    })();
    return () => {
      cancelled = true;
    };
  }, [assignmentId]);

  const change = useCallback(
    (next: string) => {
      setHtml(next);
      latest.current = next;
      typedSinceOpen.current = true;
      unsaved.current = next;
      serverBehind.current = true;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, AUTOSAVE_DELAY_MS);
      clearTimeout(serverTimer.current);
      serverTimer.current = setTimeout(() => void saveToServer(), SERVER_SAVE_DELAY_MS);
    },
    [flush, saveToServer],
  );

  /** The conflict settled: keep the text in this editor (it is saved over the other) or take the other. */
  const resolve = useCallback(
    (keep: 'mine' | 'theirs') => {
      if (place.kind !== 'conflict') return;
      const { theirs } = place;
      inConflict.current = false;
      base.current = theirs.revision;
      if (keep === 'theirs') {
        setHtml(theirs.content_html);
        latest.current = theirs.content_html;
        dispatch(saveDraft(assignmentId, theirs.content_html));
        serverBehind.current = false;
        setPlace({ kind: 'account', at: theirs.saved_at ?? new Date().toISOString() });
        return;
      }
      serverBehind.current = true;
      void saveToServer();
    },
    [place, dispatch, assignmentId, saveToServer],
  );

  /** After a successful submit the draft is gone on purpose; nothing may write it back. */
  const forget = useCallback(() => {
    clearTimeout(timer.current);
    clearTimeout(serverTimer.current);
    unsaved.current = null;
    done.current = true;
  }, []);

  useEffect(() => {
    const retry = () => void saveToServer();
    left.current = false;
    window.addEventListener('pagehide', flush);
    window.addEventListener('online', retry);
    return () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('online', retry);
      flush();
      // Leaving the page within the pause: the server's copy is sent now rather than dropped.
      left.current = true;
      void saveToServer();
    };
  }, [flush, saveToServer]);

  return { html, change, flush, forget, savedAt, restored, place, resolve };
}
