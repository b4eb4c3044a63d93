import { HttpResponse, http } from 'msw';
import {
  type ApiError,
  BANK_LOOKUP_LIMIT,
  type CommentBankBody,
  type CommentBankEntry,
} from '../../src/shared/contract';
import { API_ROUTES } from '../../src/shared/contract/routes';
import { db, type MockBankEntry, nextId } from '../db';
import { apiError, apiPath, noContent, notFound, refuseUnlessAdmin, sessionUser } from './respond';

type Answer<T> = T | ApiError;
type NoBody = never;

const BLANK = 'Write the comment before saving it to your bank.';
const ENTRY = 'That comment bank entry';
const ALREADY = 'That comment is already in your bank.';

const answerOf = ({ owner_id: _owner, ...entry }: MockBankEntry): CommentBankEntry => entry;
const ownerOf = (request: Request) => sessionUser(request)?.user.id ?? 0;
const blank = () =>
  apiError(400, 'VALIDATION_FAILED', 'Check the highlighted fields.', {
    detail: BLANK,
    fields: { comment: BLANK },
  });
const trimmed = (body: CommentBankBody) => ({
  comment: body.comment.trim(),
  suggestion: body.suggestion.trim(),
  category: body.category,
});

/** As the server keeps it: each instructor's own entries, found by every word, the most used first. */
export const commentBankHandlers = [
  http.get<never, NoBody, Answer<CommentBankEntry[]>>(
    apiPath(API_ROUTES.getCommentBank.path),
    ({ request }) => {
      const refusal = refuseUnlessAdmin(request);
      if (refusal) return refusal;
      const words = (new URL(request.url).searchParams.get('q') ?? '')
        .toLowerCase()
        .split(/\s+/)
        .filter(Boolean);
      const rows = db.commentBank
        .filter((entry) => entry.owner_id === ownerOf(request))
        .filter((entry) =>
          words.every((word) => `${entry.comment}\n${entry.suggestion}`.toLowerCase().includes(word)),
        )
        .sort((a, b) => b.uses - a.uses || b.updated_at.localeCompare(a.updated_at) || a.id - b.id);
      return HttpResponse.json(rows.slice(0, BANK_LOOKUP_LIMIT).map(answerOf));
    },
  ),

  http.post<never, CommentBankBody, Answer<CommentBankEntry>>(
    apiPath(API_ROUTES.createBankEntry.path),
    async ({ request }) => {
      const refusal = refuseUnlessAdmin(request);
      if (refusal) return refusal;
      const body = trimmed(await request.json());
      if (!body.comment) return blank();
      if (
        db.commentBank.some((entry) => entry.owner_id === ownerOf(request) && entry.comment === body.comment)
      )
        return apiError(409, 'CONFLICT', ALREADY, { detail: ALREADY, fields: { comment: ALREADY } });
      const now = new Date().toISOString();
      const entry = {
        id: nextId(db.commentBank),
        owner_id: ownerOf(request),
        ...body,
        uses: 0,
        created_at: now,
        updated_at: now,
      };
      db.commentBank.push(entry);
      return HttpResponse.json(answerOf(entry), { status: 201 });
    },
  ),

  http.put<{ id: string }, CommentBankBody, Answer<CommentBankEntry>>(
    apiPath(API_ROUTES.updateBankEntry.path),
    async ({ request, params }) => {
      const refusal = refuseUnlessAdmin(request);
      if (refusal) return refusal;
      const entry = db.commentBank.find(
        (row) => row.id === Number(params.id) && row.owner_id === ownerOf(request),
      );
      if (!entry) return notFound(ENTRY);
      const body = trimmed(await request.json());
      if (!body.comment) return blank();
      Object.assign(entry, body, { updated_at: new Date().toISOString() });
      return HttpResponse.json(answerOf(entry));
    },
  ),

  http.delete<{ id: string }>(apiPath(API_ROUTES.deleteBankEntry.path), ({ request, params }) => {
    const refusal = refuseUnlessAdmin(request);
    if (refusal) return refusal;
    const at = db.commentBank.findIndex(
      (row) => row.id === Number(params.id) && row.owner_id === ownerOf(request),
    );
    if (at < 0) return notFound(ENTRY);
    db.commentBank.splice(at, 1);
    return noContent();
  }),
];
