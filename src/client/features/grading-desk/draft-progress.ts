import type { DraftStatus } from '../../../shared/contract';

/** How often a screen asks again while the engine drafts: soon enough to feel live, rare enough to be cheap. */
export const DRAFT_POLL_MS = 2500;

/** The engine has the essay and has not finished with it yet. */
export const isDrafting = (status: DraftStatus) => status === 'queued' || status === 'running';

export const DRAFT_STATUS_LABELS: Record<DraftStatus, string> = {
  queued: 'Drafting…',
  running: 'Drafting…',
  ready: 'Draft ready',
  failed: 'Draft failed',
};
