// A diff thread's entry. Worker threads load plain JavaScript, so this registers tsx's CommonJS hooks
// (the project's modules are CommonJS) and hands Piscina the TypeScript body's function. It lives in the
// project so that tsx resolves from the project, under `npm start` (tsx) and under jest alike.
import { createRequire } from 'node:module';
import { register } from 'tsx/cjs/api';

register();
const { diffTexts } = createRequire(import.meta.url)('./diff-worker.ts');
export default diffTexts;
