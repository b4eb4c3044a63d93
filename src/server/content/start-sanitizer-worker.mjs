// The sanitiser thread's entry. Worker threads load plain JavaScript, so this registers tsx's CommonJS
// hooks (the project's modules are CommonJS) and then loads the TypeScript body. It lives in the
// project so that tsx resolves from the project, under `npm start` (tsx) and under jest alike.
import { readlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { register } from 'tsx/cjs/api';

// The API thread answers everyone; a long sanitise waits for it rather than the other way round. On
// Linux each thread has its own nice value, set through its thread id; elsewhere nothing changes.
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 5);
} catch {
  // No /proc (macOS, Windows): nothing to lower.
}

register();
createRequire(import.meta.url)('./sanitizer-worker.ts');
