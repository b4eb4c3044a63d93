// The worker thread's entry. Worker threads load plain JavaScript, so this registers tsx (both its
// CommonJS hooks, for the project's own modules, and its ESM hooks, for the dynamic imports of
// ESM-only libraries) and then loads the TypeScript body. It lives in the project so that tsx
// resolves from the project.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import { register as registerCommonJs } from 'tsx/cjs/api';
import { register } from 'tsx/esm/api';

// Drafting feedback is background work: by default (workerData.nice, FEEDBACK_ENGINE_NICE) the API's
// thread keeps the CPU when both want it, so no request waits behind an essay. On Linux each thread has
// its own nice value, set through its thread id; elsewhere the thread keeps the process's priority.
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), workerData?.nice ?? 10);
} catch {
  // No /proc (macOS, Windows): nothing to lower.
}

registerCommonJs();
register();
await import(new URL('./engine-worker.ts', import.meta.url).href);
