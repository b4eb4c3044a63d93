import { HttpResponse, http } from 'msw';
import type { ApiError, DraftDiff } from '../../src/shared/contract';
import { API_ROUTES } from '../../src/shared/contract/routes';
import { diffDrafts } from '../../src/shared/rules/draft-diff';
import { db } from '../db';
import { plainTextOf } from '../fixtures/grading';
import { apiPath, notFound, sessionUser, unauthenticated } from './respond';

/** GET /submissions/{id}/diff as the server answers it: the author's or any essay for an instructor. */
export const draftDiffHandlers = [
  http.get<{ id: string }, never, DraftDiff | ApiError>(
    apiPath(API_ROUTES.getSubmissionDiff.path),
    ({ request, params }) => {
      const user = sessionUser(request)?.user;
      if (!user) return unauthenticated();
      const row = db.submissions.find((entry) => entry.id === Number(params.id));
      if (!row || (user.role !== 'admin' && row.user_id !== user.id)) return notFound('That submission');
      const versions = db.submissions
        .filter((entry) => entry.user_id === row.user_id && entry.assignment_id === row.assignment_id)
        .sort((a, b) => a.version - b.version);
      const against = new URL(request.url).searchParams.get('against');
      const other = against
        ? versions.find((entry) => entry.id === Number(against))
        : [...versions].reverse().find((entry) => entry.version < row.version);
      if (against && !other) return notFound('That version');
      const [from, to] = other && other.version > row.version ? [row, other] : [other, row];
      const diff = diffDrafts(from ? plainTextOf(from.content_html) : '', plainTextOf(to.content_html));
      return HttpResponse.json({
        from: from ? { submission_id: from.id, version: from.version } : null,
        to: { submission_id: to.id, version: to.version },
        paragraphs: diff.paragraphs,
        words_added: diff.wordsAdded,
        words_removed: diff.wordsRemoved,
        complete: diff.complete,
      });
    },
  ),
];
