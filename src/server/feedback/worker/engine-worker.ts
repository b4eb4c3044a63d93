import { parentPort } from 'node:worker_threads';
import { createRulesEngine, type RulesEngine } from '../engine';
import type { EngineRequest, EngineResponse } from './protocol';

/**
 * The engine thread's body: sets the engine up once, as soon as the thread starts, then answers one
 * message per essay. No top-level await: the project is CommonJS.
 */
function serve(port: NonNullable<typeof parentPort>) {
  const setUp = () => {
    const ready = createRulesEngine();
    // Reported with the first essay that needs it, not as an unhandled rejection that ends the thread.
    ready.catch(() => undefined);
    return ready;
  };
  let engine: Promise<RulesEngine> = setUp();
  const answer = (response: EngineResponse) => port.postMessage(response);
  port.on('message', async ({ id, text, brief }: EngineRequest) => {
    try {
      answer({ id, draft: await (await engine).analyse(text, brief) });
    } catch (error) {
      // A failed set-up is tried again with the next essay rather than failing every one after it.
      engine = engine.catch(setUp);
      answer({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
}

if (parentPort) serve(parentPort);
