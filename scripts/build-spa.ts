/**
 * Builds the SPA into dist/ as `npm start` serves it, with webpack's stats beside it, unless the build
 * there is already current. `npm test` builds once this way for the end-to-end run and the benchmark
 * smoke.
 */
import path from 'node:path';
import { ensureSpaBuild } from '../src/server/spa-build';

ensureSpaBuild(path.resolve(__dirname, '../dist'), (message) => console.log(message), { withStats: true });
