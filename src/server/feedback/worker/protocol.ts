import type { EngineDraft } from '../draft';
import type { AssignmentBrief } from '../engine/brief';

/** What the server thread sends the engine thread: one essay's plain text and what its assignment asks. */
export interface EngineRequest {
  id: number;
  text: string;
  brief?: AssignmentBrief;
}

/** The engine thread's answer to the request with the same id. */
export type EngineResponse = { id: number; draft: EngineDraft } | { id: number; error: string };
