import type { FeedbackCategoryName, Severity } from '../../../shared/contract/feedback';
import type { HarperFinding } from './harper-findings';
import { isDoubledOnPurpose } from './phrasing';

/**
 * Harper ships about 900 rules, and each one enabled costs time on every essay (all of them: ~500 ms per
 * 1,000 words). These are the ones that fire at least five times on the 1,286 ELLIPSE learner essays
 * (98.5% of all findings), less those whose advice was wrong or only a house style when read in context;
 * see bench/README.md. Grouped by harper's kind of lint.
 */
const GRAMMAR_RULES = [
  'AllowTo DidPast EachOthersPossessive QuantifierNumeralConflict RegularIrregulars SimplePastToPastParticiple',
  'SingleBe TheirToThere TheirToTheyre ThereToTheir TheyToThem UseToUsedTo WillNonLemma',
  'ItsPossessive PronounInflectionBe PronounVerbAgreement ThereIsAgreement ThisTypeOfThing AdjectiveDoubleDegree',
  'DoesOrDose FeelFell SplitWords ThatThan The ThingThink ToTo WrongApostrophe DisjointPrefixes Payed SpellCheck',
  'CapitalizePersonalPronouns Countries SentenceCapitalization UnitedOrganizations',
  'CommaFixes DiscourseMarkers ItsContraction Lots MultipleSequentialPronouns RepeatedWords TheMy OpenCompounds',
  'Cant APart Everyday ForNoun HowTo InflectedVerbAfterTo LetsConfusion MissingTo ModalOf NounVerbConfusion',
  'PhrasalVerbAsCompoundNoun PronounContraction SomeWithoutArticle ThereOwn ToTwoToo',
  'ByOnesOwn EveryTime GoodAt MostOfTheTimes NoLonger Nowadays OneOfTheSingular SupposedTo',
  'AnA DoubleModal Everybody Everyone Itself MissingPreposition ModalBeAdjective Myself NominalWants Nowhere',
  'Overall QuantifierNeedsOf Someone Somewhere ThenThan ToAdverb WayTooAdjective Without Yourself ExpandThough',
];

/**
 * Fixed phrases learners get wrong ("discuss about", "point of views", "let me to stay", "Further more"):
 * 40 of them fire fewer than ten times each on the ELLIPSE essays and were right every time there; three
 * never fire there but were seen in other learners' sentences and cannot be right ("despite of", "There
 * fore", "2th"). Each costs about half a millisecond per 1,000 words, so only phrases learners were seen
 * to get wrong are on.
 */
const PHRASE_RULE_LINES = [
  'AfterLater AnAnother AnotherThings Anywhere ArriveTo AsComparedTo CorrectNumberSuffix',
  'DespiteOf Discuss DoMistake DontCan Everywhere ExitedExcitedContext Furthermore GetPassGoPass HavePassed',
  'HumanBeings InAnyWay InterestedIn KindOf LetToDo LongTimeAgo NotOnly Nobody OfCourse OnceInAWhile',
  'PointsOfView ReasonForDoing SafeToSave SomeOfThe TakeCareOf ThatThis TheAnother TheHowWhy Therefore',
  'ThoughThought ToLoseTooLoose ToTooIdioms TransposedSpace Unless WantBe WereWhere WorseOrWorst',
];

/** Wordiness and word-choice advice: worth a note, never an error. */
const STYLE_RULES = ['AvoidAndAlso CondenseAllThe Excellent'];

const words = (lines: string[]) => new Set(lines.flatMap((line) => line.split(' ')));
const STYLE = words(STYLE_RULES);
export const PHRASE_RULES = words(PHRASE_RULE_LINES);
export const ENABLED_HARPER_RULES = new Set([...words(GRAMMAR_RULES), ...PHRASE_RULES, ...STYLE]);

export const SPELL_CHECK_RULE = 'SpellCheck';
/** Rules whose finding is a word the dictionary does not know; retext-spell must agree (precision). */
export const DICTIONARY_RULES = new Set([SPELL_CHECK_RULE, 'SplitWords']);

interface KindAdvice {
  severity: Severity;
  lead: string;
}

/** Severity (section 3: low, medium, high) says how much the slip gets in the reader's way. */
const BY_KIND: Record<string, KindAdvice> = {
  Agreement: { severity: 'high', lead: 'These words do not agree.' },
  Grammar: { severity: 'high', lead: 'This is not grammatical as written.' },
  WordOrder: { severity: 'high', lead: 'The word order is off here.' },
  Malapropism: { severity: 'medium', lead: 'This word sounds right but means something else.' },
  Eggcorn: { severity: 'medium', lead: 'This phrase is a common mishearing.' },
  WordChoice: { severity: 'medium', lead: 'This is not quite the right word here.' },
  Usage: { severity: 'medium', lead: 'This is not the usual way to say it.' },
  Miscellaneous: { severity: 'medium', lead: 'Check this wording.' },
  Nonstandard: { severity: 'medium', lead: 'This wording is non-standard.' },
  Typo: { severity: 'medium', lead: 'This looks like a typing slip.' },
  Spelling: { severity: 'medium', lead: 'Check the spelling here.' },
  BoundaryError: { severity: 'medium', lead: 'The word boundaries are off here.' },
  Repetition: { severity: 'medium', lead: 'A word is doubled here.' },
  Enhancement: { severity: 'medium', lead: 'Check this word.' },
  Style: { severity: 'low', lead: 'Check this word.' },
  Capitalization: { severity: 'low', lead: 'Check the capital letters.' },
  Punctuation: { severity: 'low', lead: 'Check the punctuation.' },
};

export interface HarperAdvice extends KindAdvice {
  category: FeedbackCategoryName;
  /** A dictionary finding, which retext-spell must confirm. */
  spelling: boolean;
}

const isCorrectDouble = (finding: HarperFinding) =>
  finding.rule === 'RepeatedWords' && isDoubledOnPurpose(finding.problem);

export function classifyHarperFinding(finding: HarperFinding): HarperAdvice | null {
  if (!ENABLED_HARPER_RULES.has(finding.rule) || isCorrectDouble(finding)) return null;
  const spelling = DICTIONARY_RULES.has(finding.rule);
  if (STYLE.has(finding.rule)) {
    return { category: 'style', severity: 'low', lead: 'This could be said more simply.', spelling };
  }
  const advice = BY_KIND[finding.kind] ?? { severity: 'medium', lead: 'Check this wording.' };
  return { category: 'grammar', ...advice, spelling };
}
