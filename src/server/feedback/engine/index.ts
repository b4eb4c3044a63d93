import type { EngineDraft } from '../draft';
import { analyseEssay } from './analyse';
import type { AssignmentBrief } from './brief';
import { loadLibraries } from './libraries';
import { engineVersion } from './version';

export interface RulesEngine {
  analyse(text: string, brief?: AssignmentBrief): Promise<EngineDraft>;
}

/** Loads the libraries once (harper's WebAssembly takes a few seconds); each analysis is then fast. */
export async function createRulesEngine(): Promise<RulesEngine> {
  const libraries = await loadLibraries();
  const version = engineVersion();
  return {
    async analyse(text, brief) {
      return (await analyseEssay(libraries, text, version, brief)).draft;
    },
  };
}
