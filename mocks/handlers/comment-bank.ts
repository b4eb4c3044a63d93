import { HttpResponse } from 'msw';
import { BANK_LOOKUP_LIMIT, type CommentBankBody, type CommentBankEntry } from '../../src/shared/contract';
import { db, type MockBankEntry, nextId } from '../db';
import { handleAsAdmin } from './handle';
import { apiError, noContent, notFound } from './respond';

const BLANK = 'Write the comment before saving it to your bank.';
const ENTRY = 'That comment bank entry';
const ALREADY = 'That comment is already in your bank.';

const answerOf = ({ owner_id: _owner, ...entry }: MockBankEntry): CommentBankEntry => entry;
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
const ownEntry = (ownerId: number, id: string) =>
  db.commentBank.find((row) => row.id === Number(id) && row.owner_id === ownerId);

/** As the server keeps it: each instructor's own entries, found by every word, the most used first. */
export const commentBankHandlers = [
  handleAsAdmin('getCommentBank', ({ request, user }) => {
    const words = (new URL(request.url).searchParams.get('q') ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter(Boolean);
    const rows = db.commentBank
      .filter((entry) => entry.owner_id === user.id)
      .filter((entry) =>
        words.every((word) => `${entry.comment}\n${entry.suggestion}`.toLowerCase().includes(word)),
      )
      .sort((a, b) => b.uses - a.uses || b.updated_at.localeCompare(a.updated_at) || a.id - b.id);
    return HttpResponse.json(rows.slice(0, BANK_LOOKUP_LIMIT).map(answerOf));
  }),

  handleAsAdmin('createBankEntry', async ({ request, user }) => {
    const body = trimmed(await request.json());
    if (!body.comment) return blank();
    if (db.commentBank.some((entry) => entry.owner_id === user.id && entry.comment === body.comment))
      return apiError(409, 'CONFLICT', ALREADY, { detail: ALREADY, fields: { comment: ALREADY } });
    const now = new Date().toISOString();
    const entry = {
      id: nextId(db.commentBank),
      owner_id: user.id,
      ...body,
      uses: 0,
      created_at: now,
      updated_at: now,
    };
    db.commentBank.push(entry);
    return HttpResponse.json(answerOf(entry), { status: 201 });
  }),

  handleAsAdmin('updateBankEntry', async ({ request, params, user }) => {
    const entry = ownEntry(user.id, params.id);
    if (!entry) return notFound(ENTRY);
    const body = trimmed(await request.json());
    if (!body.comment) return blank();
    Object.assign(entry, body, { updated_at: new Date().toISOString() });
    return HttpResponse.json(answerOf(entry));
  }),

  handleAsAdmin('deleteBankEntry', ({ params, user }) => {
    const entry = ownEntry(user.id, params.id);
    if (!entry) return notFound(ENTRY);
    db.commentBank.splice(db.commentBank.indexOf(entry), 1);
    return noContent();
  }),
];
