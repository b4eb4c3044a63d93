import { PHRASE_RULES } from '../engine/harper-rules';
import { FeedbackEnginePool } from './engine-pool';

/**
 * Harper's rules for fixed phrases learners get wrong, through the whole engine: each with a sentence
 * of our own it must comment on (the words the comment must cover) and correct sentences close to it
 * that must get no grammar comment at all.
 */
type Row = [rule: string, sentence: string, quote: string, leaves: string[]];
const TABLE: Row[] = [
  [
    'Discuss',
    'In class we discuss about the news every Monday.',
    'discuss about',
    ['In class we talk about the news every Monday.', 'We discuss the news every Monday.'],
  ],
  [
    'AnAnother',
    'She asked for a another chance to explain.',
    'a another',
    ['She asked for another chance to explain.', 'She asked for a second chance to explain.'],
  ],
  [
    'Furthermore',
    'Further more, the bus is cheaper than a car.',
    'Further more',
    ['Furthermore, the bus is cheaper than a car.', 'We walked further, more slowly than before.'],
  ],
  [
    'HavePassed',
    'Three years have past since the school opened.',
    'have past',
    ['Three years have passed since the school opened.', 'We drove past the school.'],
  ],
  [
    'TheAnother',
    'I sat next to the another student in the front row.',
    'the another',
    ['I sat next to another student in the front row.', 'I sat next to the other student in the front row.'],
  ],
  [
    'WorseOrWorst',
    'The traffic is much worst than last year.',
    'much worst',
    ['The traffic is much worse than last year.', 'The traffic is the worst in the city.'],
  ],
  [
    'Nobody',
    'No body wanted to sit at the back.',
    'No body',
    ['Nobody wanted to sit at the back.', 'No body of water is safe after the storm.'],
  ],
  ['KindOf', 'Those are the kinda of shoes I like.', 'kinda of', ['Those are the kind of shoes I like.']],
  [
    'Unless',
    'You will not pass unless if you study.',
    'unless if',
    ['You will not pass unless you study.', 'You will not pass if you do not study.'],
  ],
  [
    'GetPassGoPass',
    'We could not get pass the guard at the gate.',
    'pass',
    ['We could not get past the guard at the gate.', 'We could not pass the guard at the gate.'],
  ],
  [
    'ReasonForDoing',
    'The reason of leaving early was the rain.',
    'of',
    ['The reason for leaving early was the rain.', 'The season of rain begins in May.'],
  ],
  [
    'WantBe',
    'I want be a nurse one day.',
    'want be',
    ['I want to be a nurse one day.', 'I will be a nurse one day.'],
  ],
  [
    'ThoughThought',
    'I though it was a joke.',
    'though',
    ['I thought it was a joke.', 'It was hard, though it was a joke.'],
  ],
  [
    'TheHowWhy',
    'Nobody explained the why the rule exists.',
    'the',
    ['Nobody explained why the rule exists.', 'Nobody explained the reason the rule exists.'],
  ],
  [
    'AnotherThings',
    'We have another things to do after school.',
    'another things',
    ['We have other things to do after school.', 'We have another thing to do after school.'],
  ],
  [
    'InterestedIn',
    'My brother is interested about old cars.',
    'about',
    ['My brother is interested in old cars.', 'My brother is curious about old cars.'],
  ],
  [
    'SafeToSave',
    'A bike can safe you a lot of money.',
    'safe',
    ['A bike can save you a lot of money.', 'A bike can be safe in the city.'],
  ],
  [
    'NotOnly',
    'No only is cooking fun, it is also useful.',
    'No only is',
    ['Not only is cooking fun, it is also useful.', 'No, only this one is fun.'],
  ],
  [
    'DoMistake',
    'Everyone can do a mistake on a test.',
    'do',
    ['Everyone can make a mistake on a test.', 'Everyone can do a test again.'],
  ],
  [
    'TakeCareOf',
    'She has to take care about her little brother.',
    'about',
    ['She has to take care of her little brother.', 'She has to care about her little brother.'],
  ],
  [
    'InAnyWay',
    'The rule does not help students in anyway.',
    'in anyway',
    ['The rule does not help students in any way.', 'The rule does not help students anyway.'],
  ],
  [
    'ToLoseTooLoose',
    'I do not want to loose my keys again.',
    'to loose',
    ['I do not want to lose my keys again.', 'These jeans are too loose for me.'],
  ],
  [
    'AfterLater',
    'After two weeks later, the cast came off.',
    'After two weeks later',
    ['Two weeks later, the cast came off.', 'After two weeks, the cast came off.'],
  ],
  [
    'ArriveTo',
    'We arrive to the airport at eight.',
    'to',
    ['We arrive at the airport at eight.', 'We drive to the airport at eight.'],
  ],
  [
    'ExitedExcitedContext',
    'The children were exited to see the snow.',
    'exited',
    ['The children were excited to see the snow.', 'The children exited the bus in the snow.'],
  ],
  [
    'SomeOfThe',
    'Some the players were tired.',
    'Some the',
    ['Some of the players were tired.', 'Some players were tired.'],
  ],
  [
    'Anywhere',
    'You can study any where you like.',
    'any where',
    ['You can study anywhere you like.', 'Is there any water left?'],
  ],
  [
    'ToTooIdioms',
    'Do not think to much about the past.',
    'think to much',
    ['Do not think too much about the past.', 'Do not listen to music about the past.'],
  ],
  [
    'Everywhere',
    'There was paper every where in the room.',
    'every where',
    ['There was paper everywhere in the room.', 'Every person in the room was quiet.'],
  ],
  [
    'LetToDo',
    'My parents let me to stay up late.',
    'to',
    ['My parents let me stay up late.', 'My parents want me to stay up late.'],
  ],
  [
    'DontCan',
    "Students don't can use phones in class.",
    "don't can",
    ["Students can't use phones in class.", "Students don't use phones in class."],
  ],
  [
    'WereWhere',
    'I know were the library is.',
    'were',
    ['I know where the library is.', 'I know they were at the library.'],
  ],
  [
    'OnceInAWhile',
    'We eat out once and a while.',
    'once and a while',
    ['We eat out once in a while.', 'We ate out once and we liked it.'],
  ],
  [
    'ThatThis',
    'I believe the this plan will work.',
    'the this',
    ['I believe that this plan will work.', 'I believe this plan will work.'],
  ],
  [
    'HumanBeings',
    'Humans beings need sleep.',
    'Humans beings',
    ['Human beings need sleep.', 'Humans need sleep.'],
  ],
  [
    'LongTimeAgo',
    'I lived there long time ago.',
    'long time ago',
    ['I lived there a long time ago.', 'I lived there for a long time.'],
  ],
  [
    'AsComparedTo',
    'The test was easy as compare to last year.',
    'as compare to',
    ['The test was easy as compared to last year.', 'Compare this test to last year.'],
  ],
  [
    'PointsOfView',
    'We heard many point of views in the debate.',
    'point of views',
    ['We heard many points of view in the debate.', 'We heard one point of view in the debate.'],
  ],
  [
    'Therefore',
    'There fore, we need more buses.',
    'There fore',
    ['Therefore, we need more buses.', 'There, for example, we need more buses.'],
  ],
  [
    'DespiteOf',
    'We played despite of the rain.',
    'despite of',
    ['We played despite the rain.', 'We played in spite of the rain.'],
  ],
  [
    'CorrectNumberSuffix',
    'She finished 2th in the race.',
    'th',
    ['She finished 2nd in the race.', 'She finished 4th in the race.'],
  ],
  ['OfCourse', 'Ofcourse we want a longer break.', 'Ofcourse', ['Of course we want a longer break.']],
  ['TransposedSpace', 'We need mor etime to finish.', 'mor etime', ['We need more time to finish.']],
];

let engine: FeedbackEnginePool;
beforeAll(() => {
  engine = new FeedbackEnginePool(1, { nice: 0 });
});
afterAll(() => engine.close());

const SLOW = 120_000;
const grammarItems = async (text: string) =>
  (await engine.analyse(text)).items.filter((item) => item.category === 'grammar');

it('has a row for every phrase rule the engine enables', () => {
  expect(new Set(TABLE.map(([rule]) => rule))).toEqual(PHRASE_RULES);
});

describe.each(TABLE)('%s', (_rule, sentence, quote, leaves) => {
  it(
    'comments on the mistake and leaves the correct sentences near it alone',
    async () => {
      const start = sentence.indexOf(quote);
      expect(start).toBeGreaterThanOrEqual(0);
      const covering = (await grammarItems(sentence)).filter(
        (item) => item.startIndex < start + quote.length && start < item.endIndex,
      );
      expect(covering).not.toEqual([]);
      expect(leaves.length).toBeGreaterThanOrEqual(1);
      for (const correct of leaves)
        expect({ correct, items: await grammarItems(correct) }).toEqual({ correct, items: [] });
    },
    SLOW,
  );
});
