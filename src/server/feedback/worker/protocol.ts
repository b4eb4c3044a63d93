import type { EngineDraft } from '../draft';
import type { AssignmentBrief } from '../engine/brief';

/** What the server thread sends the engine thread: one essay's plain text and what its assignment asks. */
export interface EngineRequest {
  id: number;
  text: string;
  brief?: AssignmentBrief;
}

/** What the thread is told as it starts (its `workerData`). */
export interface EngineThreadOptions {
  /** The thread's nice value on Linux: 0 shares the CPU equally with the API's thread, 19 takes what is idle. */
  nice: number;
}

/**
 * Drafting feedback is background work: at 10 the API's thread keeps the CPU when both want it, so no
 * request waits behind an essay (or behind the engine's set-up).
 */
export const DEFAULT_ENGINE_NICE = 10;

/** The engine thread's answer to the request with the same id. */
export type EngineResponse = { id: number; draft: EngineDraft } | { id: number; error: string };
