import { type Analysis, analyseEssay } from '../src/server/feedback/engine/analyse';
import type { AssignmentBrief } from '../src/server/feedback/engine/brief';
import { harperFindings } from '../src/server/feedback/engine/harper-findings';
import { loadLibraries } from '../src/server/feedback/engine/libraries';
import { engineVersion } from '../src/server/feedback/engine/version';

/**
 * The same engine the worker thread runs, in this process, so that benchmarks can time the analysis
 * alone and read the grade model's features.
 */
export async function startEngine(): Promise<{
  analyse(text: string, brief?: AssignmentBrief): Promise<Analysis>;
  /** Harper's grammar rules alone on the text, as the engine runs them, for timing beside the engine. */
  harperAlone(text: string): Promise<unknown>;
  version: string;
}> {
  const libraries = await loadLibraries();
  const version = engineVersion();
  return {
    analyse: (text, brief) => analyseEssay(libraries, text, version, brief),
    harperAlone: (text) => harperFindings(libraries.harper, text),
    version,
  };
}
