import { setupWorker } from 'msw/browser';
import { type DemoNetwork, demoHandlers } from './demo-network';

const worker = setupWorker(...demoHandlers);
let wanted = false;
let running = false;
let settled: Promise<void> = Promise.resolve();

// Starting and stopping take turns, so a quick leave-and-return (or React's development double mount)
// ends with the worker in the state last asked for.
function settle(): Promise<void> {
  settled = settled.then(async () => {
    if (wanted && !running) {
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      running = true;
    } else if (!wanted && running) {
      worker.stop();
      running = false;
    }
  });
  return settled;
}

/** The demo's mock service worker: on while the visitor is in /demo, off the moment they leave. */
export const browserDemoNetwork: DemoNetwork = {
  start: () => {
    wanted = true;
    return settle();
  },
  stop: () => {
    wanted = false;
    void settle();
  },
};
