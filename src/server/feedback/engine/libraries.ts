import type { LocalLinter } from 'harper.js';
import model from 'wink-eng-lite-web-model';
import winkNLP, { type ItsHelpers, type WinkMethods } from 'wink-nlp';
import writeGood from 'write-good';
import { ENABLED_HARPER_RULES } from './harper-rules';

export interface Libraries {
  harper: LocalLinter;
  /** Which of these words retext-spell (Hunspell's en_US dictionary) does not know. */
  unknownWords(words: string[]): Promise<Set<string>>;
  nlp: WinkMethods;
  its: ItsHelpers;
  writeGood: typeof writeGood;
}

/**
 * harper.js and the unified packages are ESM-only while the server is CommonJS, so they are loaded
 * with dynamic imports (kept as real imports by tsx) once per thread.
 */
async function loadHarper(): Promise<LocalLinter> {
  const { LocalLinter } = await import('harper.js');
  const { binaryInlined } = await import('harper.js/binaryInlined');
  const linter = new LocalLinter({ binary: binaryInlined });
  await linter.setup();
  const config = await linter.getLintConfig();
  await linter.setLintConfig(
    Object.fromEntries(Object.keys(config).map((rule) => [rule, ENABLED_HARPER_RULES.has(rule)])),
  );
  return linter;
}

async function loadSpelling(): Promise<Libraries['unknownWords']> {
  const { retext } = await import('retext');
  const { default: retextEnglish } = await import('retext-english');
  const { default: retextSpell } = await import('retext-spell');
  const { default: dictionary } = await import('dictionary-en');
  // Harper supplies the corrections; nspell's own suggestions are slow, so only one is ever asked for.
  const processor = retext().use(retextEnglish).use(retextSpell, { dictionary, max: 1 });
  // Spelling is checked word by word, so only the words harper doubts are given to retext: checking
  // the whole essay again would cost a quarter of the analysis.
  return async (words) => {
    if (words.length === 0) return new Set();
    const file = await processor.process(words.join('\n\n'));
    return new Set(file.messages.map((message) => message.actual).filter((word): word is string => !!word));
  };
}

export async function loadLibraries(): Promise<Libraries> {
  const [harper, unknownWords] = await Promise.all([loadHarper(), loadSpelling()]);
  const nlp = winkNLP(model);
  return { harper, unknownWords, nlp, its: nlp.its, writeGood };
}
