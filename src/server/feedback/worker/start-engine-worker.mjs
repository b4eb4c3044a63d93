// The worker thread's entry. Worker threads load plain JavaScript, so this registers tsx (both its
// CommonJS hooks, for the project's own modules, and its ESM hooks, for the dynamic imports of
// ESM-only libraries) and then loads the TypeScript body. It lives in the project so that tsx
// resolves from the project.
import { register as registerCommonJs } from 'tsx/cjs/api';
import { register } from 'tsx/esm/api';

registerCommonJs();
register();
await import(new URL('./engine-worker.ts', import.meta.url).href);
