import { HttpResponse } from 'msw';
import type { EssayDraft, User } from '../../src/shared/contract';
import { DRAFT_HISTORY_MAX } from '../../src/shared/contract/limits';
import { extractPlainText } from '../../src/shared/rules/plain-text';
import { countWords } from '../../src/shared/rules/words';
import { db } from '../db';
import { handleAsStudent } from './handle';
import { notEnrolled, notFound } from './respond';
import { rowOf } from './rows';

const NO_DRAFT: EssayDraft = { content_html: '', revision: 0, saved_at: null };

/** The student's draft key for an assignment of a course they are in, or the server's refusal. */
function ownerKey(user: User, assignmentId: string) {
  const assignment = rowOf('assignments', assignmentId);
  const week = rowOf('weeks', assignment?.week_id ?? 0);
  if (!assignment || !week) return notFound('That assignment');
  const enrolled = db.enrollments.some((row) => row.user_id === user.id && row.course_id === week.course_id);
  return enrolled ? `${user.id}:${assignment.id}` : notEnrolled();
}

/** The draft as the server answers it: the latest state, without its history. */
function draftAnswer(key: string): EssayDraft {
  const { history: _history, ...draft } = db.essayDrafts.get(key) ?? { ...NO_DRAFT, history: [] };
  return draft;
}

const words = (html: string) =>
  countWords(extractPlainText(new DOMParser().parseFromString(html, 'text/html').body).text);

/** The server's draft routes: a save on a stale revision is refused with the copy that won. */
export const essayDraftHandlers = [
  handleAsStudent('getEssayDraft', ({ params, user }) => {
    const key = ownerKey(user, params.id);
    if (key instanceof Response) return key;
    return HttpResponse.json(draftAnswer(key));
  }),

  handleAsStudent('saveEssayDraft', async ({ request, params, user }) => {
    const key = ownerKey(user, params.id);
    if (key instanceof Response) return key;
    const { content_html, base_revision } = await request.json();
    const stored = db.essayDrafts.get(key);
    if ((stored?.revision ?? 0) !== base_revision) {
      const error = 'Your essay was saved from another window or device after this one last loaded it.';
      return HttpResponse.json(
        { statusCode: 409, code: 'CONFLICT', error, draft: draftAnswer(key) },
        { status: 409 },
      );
    }
    const revision = base_revision + 1;
    const saved_at = new Date().toISOString();
    const history = [
      { id: revision, revision, word_count: words(content_html), saved_at, content_html },
      ...(stored?.history ?? []),
    ].slice(0, DRAFT_HISTORY_MAX);
    db.essayDrafts.set(key, { content_html, revision, saved_at, history });
    return HttpResponse.json({ content_html, revision, saved_at });
  }),

  handleAsStudent('getDraftHistory', ({ params, user }) => {
    const key = ownerKey(user, params.id);
    if (key instanceof Response) return key;
    const history = db.essayDrafts.get(key)?.history ?? [];
    return HttpResponse.json(history.map(({ content_html: _html, ...entry }) => entry));
  }),

  handleAsStudent('getDraftHistoryVersion', ({ params, user }) => {
    const key = ownerKey(user, params.id);
    if (key instanceof Response) return key;
    const entry = db.essayDrafts.get(key)?.history.find((row) => row.id === Number(params.entryId));
    if (!entry) return notFound('That earlier draft');
    const { word_count: _words, ...version } = entry;
    return HttpResponse.json(version);
  }),
];
