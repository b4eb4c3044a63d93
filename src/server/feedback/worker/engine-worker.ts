import { taskInThread } from '../../threads/thread-task';
import type { EngineDraft } from '../draft';
import { createRulesEngine, type RulesEngine } from '../engine';
import type { EngineRequest } from './protocol';

function setUp(): Promise<RulesEngine> {
  const ready = createRulesEngine();
  // Reported with the first essay that needs it, not as an unhandled rejection that ends the thread.
  ready.catch(() => undefined);
  return ready;
}

/** Set up once, as soon as the thread starts, so that the first essay finds the engine ready. */
let engine = setUp();

/** Runs in an engine thread (engine-pool.ts): one essay's draft. */
export const analyseInThread = taskInThread(async ({ text, brief }: EngineRequest): Promise<EngineDraft> => {
  try {
    return await (await engine).analyse(text, brief);
  } catch (error) {
    // A failed set-up is tried again with the next essay rather than failing every one after it.
    engine = engine.catch(setUp);
    throw error;
  }
});
