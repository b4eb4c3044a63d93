import { addListener } from '@reduxjs/toolkit';
import { signedInAs } from '../../../../test/client/session-fixtures';
import { logOut } from '../../app/session';
import { makeStore } from '../../app/store';
import {
  type AssignmentDraft,
  clearDraft,
  draftKey,
  hasAssignmentDraft,
  readDraft,
  writeDraft,
} from './draft-storage';
import { draftSaved } from './essay-events';
import { restoreDraft, saveDraft } from './essay-thunks';

const draft = (overrides: Partial<AssignmentDraft> = {}): AssignmentDraft => ({
  html: '<p>An opening line.</p>',
  savedAt: '2026-01-10T10:00:00.000Z',
  submitKey: null,
  ...overrides,
});

describe('draft storage (section 3: assignment_draft_{id})', () => {
  it('keeps a draft in sessionStorage when the device is not remembered', () => {
    expect(writeDraft(500, draft(), false)).toBe(true);
    expect(window.sessionStorage.getItem('assignment_draft_500')).not.toBeNull();
    expect(window.localStorage.getItem('assignment_draft_500')).toBeNull();
    expect(readDraft(500)).toEqual(draft());
  });

  it('keeps a draft in localStorage when the device is remembered, and moves it there', () => {
    writeDraft(500, draft(), false);
    writeDraft(500, draft({ html: '<p>Longer.</p>' }), true);
    expect(window.localStorage.getItem(draftKey(500))).toContain('Longer.');
    expect(window.sessionStorage.getItem(draftKey(500))).toBeNull();
  });

  it('reads both storage areas, and the newer draft wins when both hold one', () => {
    window.localStorage.setItem(draftKey(7), JSON.stringify(draft({ html: '<p>old</p>' })));
    expect(readDraft(7)?.html).toBe('<p>old</p>');
    window.sessionStorage.setItem(
      draftKey(7),
      JSON.stringify(draft({ html: '<p>new</p>', savedAt: '2026-01-11T10:00:00.000Z' })),
    );
    expect(readDraft(7)?.html).toBe('<p>new</p>');
  });

  it('keeps the Idempotency-Key of a pending submit', () => {
    writeDraft(500, draft({ submitKey: 'essay-key-123' }), false);
    expect(readDraft(500)?.submitKey).toBe('essay-key-123');
  });

  it.each([
    ['corrupt JSON', '{"html": "<p>cut off'],
    ['JSON that is not a draft', '"just a string"'],
    ['a draft without its HTML', JSON.stringify({ savedAt: '2026-01-10T10:00:00.000Z' })],
    ['null', 'null'],
  ])('treats %s as no draft', (_case, text) => {
    window.localStorage.setItem(draftKey(500), text);
    expect(readDraft(500)).toBeNull();
    expect(hasAssignmentDraft(500)).toBe(false);
  });

  it('answers hasAssignmentDraft per assignment', () => {
    writeDraft(500, draft(), true);
    expect(hasAssignmentDraft(500)).toBe(true);
    expect(hasAssignmentDraft(501)).toBe(false);
  });

  it('clears a draft from both areas and leaves other assignments alone', () => {
    window.localStorage.setItem(draftKey(500), JSON.stringify(draft()));
    window.sessionStorage.setItem(draftKey(500), JSON.stringify(draft()));
    writeDraft(501, draft(), false);
    clearDraft(500);
    expect(hasAssignmentDraft(500)).toBe(false);
    expect(hasAssignmentDraft(501)).toBe(true);
  });

  it('is gone after logout (section 4)', async () => {
    const store = makeStore({ auth: signedInAs('student', { rememberDevice: true }) });
    store.dispatch(saveDraft(500, '<p>Unsent.</p>'));
    expect(hasAssignmentDraft(500)).toBe(true);
    await store.dispatch(logOut());
    expect(hasAssignmentDraft(500)).toBe(false);
  });
});

describe('saving and restoring through the store', () => {
  it("saves where the session lives and says so with a 'submissions/draftSaved' event", () => {
    const store = makeStore({ auth: signedInAs('student', { rememberDevice: true }) });
    const events: unknown[] = [];
    store.dispatch(addListener({ actionCreator: draftSaved, effect: (action) => void events.push(action) }));
    const saved = store.dispatch(saveDraft(500, '<p>Hello.</p>'));
    expect(window.localStorage.getItem(draftKey(500))).toContain('Hello.');
    // The event names the assignment and the time; the essay itself never travels in an action.
    expect(events).toEqual([draftSaved({ assignmentId: 500, savedAt: saved?.savedAt ?? '' })]);
  });

  it('keeps a pending submit key while the text is unchanged, and drops it once the text changes', () => {
    const store = makeStore({ auth: signedInAs('student') });
    writeDraft(500, draft({ submitKey: 'essay-key-123' }), false);
    expect(store.dispatch(saveDraft(500, draft().html))?.submitKey).toBe('essay-key-123');
    expect(store.dispatch(saveDraft(500, '<p>An edited line.</p>'))?.submitKey).toBeNull();
  });

  it('leaves no draft once the editor is emptied', () => {
    const store = makeStore({ auth: signedInAs('student') });
    store.dispatch(saveDraft(500, '<p>Hello.</p>'));
    expect(store.dispatch(saveDraft(500, ''))).toBeNull();
    expect(hasAssignmentDraft(500)).toBe(false);
  });

  it('restores the stored draft, or nothing', () => {
    const store = makeStore({ auth: signedInAs('student') });
    expect(store.dispatch(restoreDraft(500))).toBeNull();
    writeDraft(500, draft(), false);
    expect(store.dispatch(restoreDraft(500))).toEqual(draft());
  });
});
