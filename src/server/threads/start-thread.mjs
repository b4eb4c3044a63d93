// A pool thread's entry (time-limited-threads.ts). Worker threads load plain JavaScript, so this
// registers tsx (its CommonJS hooks, for the project's modules, and its ESM hooks, for the dynamic
// imports of ESM-only libraries) and hands Piscina the function `workerData` names in the TypeScript
// module it names. It lives in the project so that tsx resolves from the project, under `npm start`
// (tsx) and under jest alike.
import { createRequire } from 'node:module';
import { workerData } from 'node:worker_threads';
import { register as registerCommonJs } from 'tsx/cjs/api';
import { register as registerEsm } from 'tsx/esm/api';

registerCommonJs();
registerEsm();
export default createRequire(import.meta.url)(workerData.module)[workerData.name];
