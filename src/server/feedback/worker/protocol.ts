import type { EngineDraft } from '../draft';

/** What the server thread sends the engine thread: one essay's plain text. */
export interface EngineRequest {
  id: number;
  text: string;
}

/** The engine thread's answer to the request with the same id. */
export type EngineResponse = { id: number; draft: EngineDraft } | { id: number; error: string };
