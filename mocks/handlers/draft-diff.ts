import { HttpResponse, http } from 'msw';
import type { ApiError, DraftDiff } from '../../src/shared/contract';
import { API_ROUTES } from '../../src/shared/contract/routes';
import { compareVersions } from '../../src/shared/rules/draft-diff';
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
      const versions = db.submissions.filter(
        (entry) => entry.user_id === row.user_id && entry.assignment_id === row.assignment_id,
      );
      const against = Number(new URL(request.url).searchParams.get('against')) || undefined;
      const comparison = compareVersions(versions, row, against, (version) =>
        plainTextOf(version.content_html),
      );
      return comparison ? HttpResponse.json(comparison) : notFound('That version');
    },
  ),
];
