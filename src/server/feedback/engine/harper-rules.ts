import type { FeedbackCategoryName, Severity } from '../../../shared/contract/feedback';
import type { HarperFinding } from './harper-findings';

/**
 * Harper ships about 900 rules and costs ~500 ms per 1,000 words with all of them; these are the ones
 * that fire on learner essays (ELLIPSE), less those whose advice was wrong or merely a house style when
 * read in context (see bench/README.md). With them it lints 1,000 words in well under 100 ms.
 */
const GRAMMAR_RULES = [
  'AllowTo BetterOffPhrase ComplainAsNoun DidPast DontCan EachOthersPossessive GetPassGoPass HowItLooksLike',
  'HumanBeings IsBeenAuxSequence ItTimeAuxiliary NeedToNoun NotBeAfterNot NotOnly PointsOfView',
  'QuantifierNumeralConflict RegularIrregulars RelayOnForRely SimplePastToPastParticiple SingleBe',
  'SubjunctiveWasToWere TheAnother TheirToThere TheirToTheyre ThereMissingIsClause ThereToTheir TheyToThem',
  'ToTooIdioms UseToUsedTo WillNonLemma WishCould WorthToDo YourPredicateAdjective',
  'AnotherThings HavePronoun ItsPossessive PronounInflectionBe PronounVerbAgreement ThereIsAgreement',
  'ThisTypeOfThing WorseOrWorst AdjectiveDoubleDegree',
  'AWhile AllThough Didnt DoesOrDose EverEvery ExitedExcitedContext FeelFell FindFine GoggleBrand InThe NotIn',
  'NotTo QuiteQuiet SomeOfThe SplitWords ThatThan ThatThis The ThingThink ThoughThought ToTo TransposedSpace',
  'WereWhere WrongApostrophe DisjointPrefixes Payed SpellCheck ThesesThese ToLoseTooLoose YeaToYeah',
  'CapitalizePersonalPronouns Countries NationalCapitals NotablePlaces SentenceCapitalization USUniversities',
  'UnitedOrganizations CommaFixes DiscourseMarkers DoubleCheckHyphen ItsContraction Lots',
  'MultipleSequentialPronouns RepeatedWords TheMy EachAndEveryOne Handful InAnyWay OpenCompounds BadRap',
  'AllOfASudden Cant',
  'APart AskNoPreposition BestOfAllTime Everyday ForNoun HavePassed HowTo InflectedVerbAfterTo LetsConfusion',
  'MissingTo ModalOf Nobody NounVerbConfusion PhrasalVerbAsCompoundNoun ProgressiveNeedsBe PronounContraction',
  'SafeToSave SomeWithoutArticle ThereOwn ToTwoToo VeryUnique',
  'AWholeOther ArriveTo AsComparedTo AtLestToLeast ByAccident ByOnesOwn Damages Discuss DoMistake DoToDueTo',
  'EveryTime FascinatedBy GoodAt HaveAHardTime InterestedIn LetToDo LongTimeAgo MostOfTheTimes',
  'MultipleFrequencyAdverbs NoLonger Nowadays OnceInAWhile OneOfTheSingular PassionateAbout PluralDecades',
  'ReasonForDoing SupposedTo TakeCareOf TakeControlOf Unless',
  'AnA Anybody Anywhere Chalkboard DoubleModal Everybody Everyone Everywhere Furthermore However',
  'HyphenateNumberDay Itself Laptop Meanwhile MissingPreposition Misused ModalBeAdjective Months Myself',
  'NominalWants Nothing Nowhere OhMyGod Overall QuantifierNeedsOf Someone Somewhere TheHowWhy ThenThan',
  'ThrowRubbish ToAdverb ToWorryAbout WayTooAdjective Without Worldwide Yourself ExpandThough',
];

/** Wordiness and word-choice advice: worth a note, never an error. */
const STYLE_RULES = [
  'AnAnother AvoidAndAlso CondenseAllThe EverPronounRelPronoun KindOf RedundantAdditiveAdverbs',
  'TheProperNounPossessive WholeEntire RedundantThat Excellent Freezing AdjectiveOfA ExpandBecause',
  'ExpandLegitimate ExpandMinimum ExpandThrough LitotesDirectPositive WouldNeverHave',
];

const words = (lines: string[]) => new Set(lines.flatMap((line) => line.split(' ')));
const STYLE = words(STYLE_RULES);
export const ENABLED_HARPER_RULES = new Set([...words(GRAMMAR_RULES), ...STYLE]);

export const SPELL_CHECK_RULE = 'SpellCheck';
/** Rules whose finding is a word the dictionary does not know; retext-spell must agree (precision). */
export const DICTIONARY_RULES = new Set([SPELL_CHECK_RULE, 'SplitWords']);

interface KindAdvice {
  severity: Severity;
  lead: string;
}

/** Section 3: severity says how much the slip gets in the reader's way. */
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

export function classifyHarperFinding(finding: HarperFinding): HarperAdvice | null {
  if (!ENABLED_HARPER_RULES.has(finding.rule)) return null;
  const spelling = DICTIONARY_RULES.has(finding.rule);
  if (STYLE.has(finding.rule)) {
    return { category: 'style', severity: 'low', lead: 'This could be said more simply.', spelling };
  }
  const advice = BY_KIND[finding.kind] ?? { severity: 'medium', lead: 'Check this wording.' };
  return { category: 'grammar', ...advice, spelling };
}
