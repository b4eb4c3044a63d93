import { and, desc, eq, gt, notInArray, sql } from 'drizzle-orm';
import { ErrorCode } from '../../shared/contract/common';
import type { DraftHistoryEntry, DraftHistoryVersion, EssayDraft } from '../../shared/contract/essay-drafts';
import { DRAFT_HISTORY_MAX } from '../../shared/contract/limits';
import type { Database } from '../db/client';
import { essayDraftHistory, essayDrafts } from '../db/schema';
import { HttpError, notFound } from '../errors';

type DraftRow = typeof essayDrafts.$inferSelect;

interface DraftOwner {
  userId: number;
  assignmentId: number;
}

/** A cleaned draft, as the sanitiser gave it back. */
export interface CleanDraft {
  html: string;
  words: number;
}

const NO_DRAFT: EssayDraft = { content_html: '', revision: 0, saved_at: null };

const toDraft = (row: DraftRow): EssayDraft => ({
  content_html: row.contentHtml,
  revision: row.revision,
  saved_at: row.savedAt.toISOString(),
});

const STALE =
  'Your essay was saved from another window or device after this one last loaded it. Choose which version to keep.';

/** 409 with the server's copy (`draft`), so the editor can offer both and never writes over one unseen. */
class StaleDraft extends HttpError {
  readonly extra: { draft: EssayDraft };

  constructor(draft: EssayDraft) {
    super(409, ErrorCode.conflict, STALE, STALE);
    this.extra = { draft };
  }
}

const ownedBy = ({ userId, assignmentId }: DraftOwner) =>
  and(eq(essayDrafts.userId, userId), eq(essayDrafts.assignmentId, assignmentId));

const historyOf = ({ userId, assignmentId }: DraftOwner) =>
  and(eq(essayDraftHistory.userId, userId), eq(essayDraftHistory.assignmentId, assignmentId));

export async function readEssayDraft(db: Database, owner: DraftOwner): Promise<EssayDraft> {
  const [row] = await db.select().from(essayDrafts).where(ownedBy(owner));
  return row ? toDraft(row) : NO_DRAFT;
}

/**
 * Keeps the state of each stretch of writing: the newest entry follows the draft while it is younger
 * than `everySeconds`, then a new entry starts. Past DRAFT_HISTORY_MAX entries the oldest go.
 */
async function keepHistory(
  tx: Database,
  owner: DraftOwner,
  row: DraftRow,
  draft: CleanDraft,
  everySeconds: number,
) {
  const values = {
    contentHtml: draft.html,
    wordCount: draft.words,
    revision: row.revision,
    savedAt: row.savedAt,
  };
  const [current] = await tx
    .select({ id: essayDraftHistory.id })
    .from(essayDraftHistory)
    .where(
      and(
        historyOf(owner),
        gt(essayDraftHistory.startedAt, sql`now() - make_interval(secs => ${everySeconds})`),
      ),
    )
    .orderBy(desc(essayDraftHistory.id))
    .limit(1);
  if (current) {
    await tx.update(essayDraftHistory).set(values).where(eq(essayDraftHistory.id, current.id));
    return;
  }
  await tx.insert(essayDraftHistory).values({ ...owner, ...values });
  const kept = tx
    .select({ id: essayDraftHistory.id })
    .from(essayDraftHistory)
    .where(historyOf(owner))
    .orderBy(desc(essayDraftHistory.id))
    .limit(DRAFT_HISTORY_MAX);
  await tx.delete(essayDraftHistory).where(and(historyOf(owner), notInArray(essayDraftHistory.id, kept)));
}

/**
 * Saves the draft if it was typed on the server's latest revision, as one statement, so two devices
 * saving at the same moment cannot both win: the second finds the revision moved and gets a StaleDraft.
 */
export async function saveEssayDraft(
  db: Database,
  owner: DraftOwner,
  draft: CleanDraft,
  baseRevision: number,
  historyEverySeconds: number,
): Promise<EssayDraft> {
  return db.transaction(async (tx) => {
    const [updated] =
      baseRevision === 0
        ? await tx
            .insert(essayDrafts)
            .values({ ...owner, contentHtml: draft.html, revision: 1 })
            .onConflictDoNothing()
            .returning()
        : await tx
            .update(essayDrafts)
            .set({ contentHtml: draft.html, revision: sql`${essayDrafts.revision} + 1`, savedAt: sql`now()` })
            .where(and(ownedBy(owner), eq(essayDrafts.revision, baseRevision)))
            .returning();
    if (!updated) throw new StaleDraft(await readEssayDraft(tx, owner));
    await keepHistory(tx, owner, updated, draft, historyEverySeconds);
    return toDraft(updated);
  });
}

export async function listDraftHistory(db: Database, owner: DraftOwner): Promise<DraftHistoryEntry[]> {
  const rows = await db
    .select({
      id: essayDraftHistory.id,
      revision: essayDraftHistory.revision,
      wordCount: essayDraftHistory.wordCount,
      savedAt: essayDraftHistory.savedAt,
    })
    .from(essayDraftHistory)
    .where(historyOf(owner))
    .orderBy(desc(essayDraftHistory.id))
    .limit(DRAFT_HISTORY_MAX);
  return rows.map((row) => ({
    id: row.id,
    revision: row.revision,
    word_count: row.wordCount,
    saved_at: row.savedAt.toISOString(),
  }));
}

/** One earlier state of the caller's own draft: another student's entry is answered as missing. */
export async function readDraftHistoryVersion(
  db: Database,
  owner: DraftOwner,
  entryId: number,
): Promise<DraftHistoryVersion> {
  const [row] = await db
    .select()
    .from(essayDraftHistory)
    .where(and(historyOf(owner), eq(essayDraftHistory.id, entryId)));
  if (!row) throw notFound('That earlier draft');
  return {
    id: row.id,
    revision: row.revision,
    saved_at: row.savedAt.toISOString(),
    content_html: row.contentHtml,
  };
}
