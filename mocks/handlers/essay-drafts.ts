import { HttpResponse, http } from 'msw';
import type { EssayDraft, EssayDraftBody } from '../../src/shared/contract';
import { DRAFT_HISTORY_MAX } from '../../src/shared/contract/limits';
import { API_ROUTES } from '../../src/shared/contract/routes';
import { extractPlainText } from '../../src/shared/rules/plain-text';
import { countWords } from '../../src/shared/rules/words';
import { db } from '../db';
import { apiPath, notFound } from './respond';
import { notEnrolled, studentOrRefusal } from './student-content';

const NO_DRAFT: EssayDraft = { content_html: '', revision: 0, saved_at: null };

/** The caller's draft key for an assignment of a course they are in, or the server's refusal. */
function ownerKey(request: Request, assignmentId: number): string | Response {
  const user = studentOrRefusal(request);
  if (user instanceof Response) return user;
  const assignment = db.assignments.find((row) => row.id === assignmentId);
  const week = db.weeks.find((row) => row.id === assignment?.week_id);
  if (!assignment || !week) return notFound('That assignment');
  const enrolled = db.enrollments.some((row) => row.user_id === user.id && row.course_id === week.course_id);
  return enrolled ? `${user.id}:${assignmentId}` : notEnrolled();
}

const words = (html: string) =>
  countWords(extractPlainText(new DOMParser().parseFromString(html, 'text/html').body).text);

/** The server's draft routes: a save on a stale revision is refused with the copy that won. */
export const essayDraftHandlers = [
  http.get<{ id: string }>(apiPath(API_ROUTES.getEssayDraft.path), ({ request, params }) => {
    const key = ownerKey(request, Number(params.id));
    if (key instanceof Response) return key;
    const draft = db.essayDrafts.get(key);
    return HttpResponse.json(draft ? { ...draft, history: undefined } : NO_DRAFT);
  }),

  http.put<{ id: string }, EssayDraftBody>(
    apiPath(API_ROUTES.saveEssayDraft.path),
    async ({ request, params }) => {
      const key = ownerKey(request, Number(params.id));
      if (key instanceof Response) return key;
      const { content_html, base_revision } = await request.json();
      const stored = db.essayDrafts.get(key);
      if ((stored?.revision ?? 0) !== base_revision) {
        const error = 'Your essay was saved from another window or device after this one last loaded it.';
        const { history: _history, ...draft } = stored ?? { ...NO_DRAFT, history: [] };
        return HttpResponse.json({ statusCode: 409, code: 'CONFLICT', error, draft }, { status: 409 });
      }
      const revision = base_revision + 1;
      const saved_at = new Date().toISOString();
      const history = [
        { id: revision, revision, word_count: words(content_html), saved_at, content_html },
        ...(stored?.history ?? []),
      ].slice(0, DRAFT_HISTORY_MAX);
      db.essayDrafts.set(key, { content_html, revision, saved_at, history });
      return HttpResponse.json({ content_html, revision, saved_at });
    },
  ),

  http.get<{ id: string }>(apiPath(API_ROUTES.getDraftHistory.path), ({ request, params }) => {
    const key = ownerKey(request, Number(params.id));
    if (key instanceof Response) return key;
    const history = db.essayDrafts.get(key)?.history ?? [];
    return HttpResponse.json(history.map(({ content_html: _html, ...entry }) => entry));
  }),

  http.get<{ id: string; entryId: string }>(
    apiPath(API_ROUTES.getDraftHistoryVersion.path),
    ({ request, params }) => {
      const key = ownerKey(request, Number(params.id));
      if (key instanceof Response) return key;
      const entry = db.essayDrafts.get(key)?.history.find((row) => row.id === Number(params.entryId));
      if (!entry) return notFound('That earlier draft');
      const { word_count: _words, ...version } = entry;
      return HttpResponse.json(version);
    },
  ),
];
