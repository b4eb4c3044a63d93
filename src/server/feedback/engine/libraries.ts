import type { LocalLinter } from 'harper.js';
import model from 'wink-eng-lite-web-model';
import winkNLP, { type ItsHelpers, type WinkMethods } from 'wink-nlp';
import writeGood from 'write-good';
import { ENABLED_HARPER_RULES, SPELL_CHECK_RULE } from './harper-rules';
import type { TextRange } from './types';

export interface Libraries {
  /** Harper with the grammar rules, without its dictionary check. */
  harper: LocalLinter;
  /** Harper with its dictionary check alone, asked only about the words retext-spell doubts. */
  speller: LocalLinter;
  /** Where the words are that retext-spell (Hunspell's en_US dictionary) does not know. */
  unknownWords(text: string): Promise<TextRange[]>;
  nlp: WinkMethods;
  its: ItsHelpers;
  writeGood: typeof writeGood;
}

/**
 * harper.js and the unified packages are ESM-only while the server is CommonJS, so they are loaded
 * with dynamic imports (kept as real imports by tsx) once per thread.
 */
async function loadHarper(enabled: (rule: string) => boolean): Promise<LocalLinter> {
  const { LocalLinter } = await import('harper.js');
  // The WebAssembly read from its file: the inlined copy kept a 21 MB base64 string and its decoded
  // bytes alive beside the module, about 220 MB more per engine thread.
  const { binary } = await import('harper.js/binary');
  const linter = new LocalLinter({ binary });
  await linter.setup();
  const config = await linter.getLintConfig();
  await linter.setLintConfig(Object.fromEntries(Object.keys(config).map((rule) => [rule, enabled(rule)])));
  return linter;
}

async function loadSpelling(): Promise<Libraries['unknownWords']> {
  const { retext } = await import('retext');
  const { default: retextEnglish } = await import('retext-english');
  const { default: retextSpell } = await import('retext-spell');
  const { default: dictionary } = await import('dictionary-en');
  // Harper supplies the corrections; nspell's own suggestions are slow, so only one is ever asked for.
  const processor = retext().use(retextEnglish).use(retextSpell, { dictionary, max: 1 });
  return async (text) => {
    const file = await processor.process(text);
    return file.messages.flatMap(({ place }) => {
      const [start, end] = place && 'start' in place ? [place.start.offset, place.end.offset] : [];
      return start === undefined || end === undefined ? [] : [{ start, end }];
    });
  };
}

export async function loadLibraries(): Promise<Libraries> {
  const [harper, speller, unknownWords] = await Promise.all([
    loadHarper((rule) => ENABLED_HARPER_RULES.has(rule) && rule !== SPELL_CHECK_RULE),
    loadHarper((rule) => rule === SPELL_CHECK_RULE),
    loadSpelling(),
  ]);
  const nlp = winkNLP(model);
  return { harper, speller, unknownWords, nlp, its: nlp.its, writeGood };
}
