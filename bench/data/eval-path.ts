import path from 'node:path';

/**
 * The evaluation sets are licensed for evaluation only and are never copied into the repository, so
 * benchmarks read them from the shared folder beside it (override with EVAL_DIR).
 */
export const EVAL_DIR = process.env.EVAL_DIR ?? path.resolve(__dirname, '../../../shared/eval');
