import type { AssignmentBrief } from '../engine/brief';

/** What the server thread sends an engine thread: one essay's plain text and what its assignment asks. */
export interface EngineRequest {
  text: string;
  brief?: AssignmentBrief;
}

/**
 * Drafting feedback is background work: at 10 the API's thread keeps the CPU when both want it, so no
 * request waits behind an essay (or behind the engine's set-up).
 */
export const DEFAULT_ENGINE_NICE = 10;
