import { HttpResponse } from 'msw';
import { compareVersions } from '../../src/shared/rules/draft-diff';
import { db } from '../db';
import { plainTextOf } from '../fixtures/grading';
import { handleSignedIn } from './handle';
import { notFound } from './respond';
import { rowOf } from './rows';

/** GET /submissions/{id}/diff as the server answers it: the author's or any essay for an instructor. */
export const draftDiffHandlers = [
  handleSignedIn('getSubmissionDiff', ({ request, params, user }) => {
    const row = rowOf('submissions', params.id);
    if (!row || (user.role !== 'admin' && row.user_id !== user.id)) return notFound('That submission');
    const versions = db.submissions.filter(
      (entry) => entry.user_id === row.user_id && entry.assignment_id === row.assignment_id,
    );
    const against = Number(new URL(request.url).searchParams.get('against')) || undefined;
    const comparison = compareVersions(versions, row, against, (version) =>
      plainTextOf(version.content_html),
    );
    return comparison ? HttpResponse.json(comparison) : notFound('That version');
  }),
];
