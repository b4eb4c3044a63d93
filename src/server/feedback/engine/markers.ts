/**
 * Phrases that signal how an essay is built. Matched case-insensitively at word boundaries against a
 * sentence's text; kept as plain lists so an instructor reading the code can see what counts.
 */
const phrases = (list: string) =>
  new RegExp(
    `\\b(?:${list
      .trim()
      .split(/\s*\|\s*/)
      .join('|')})\\b`,
    'i',
  );

export const TRANSITION = phrases(`
  however | therefore | moreover | furthermore | in addition | additionally | also | besides | first | firstly |
  second | secondly | third | thirdly | finally | lastly | next | then | another | on the other hand |
  in contrast | consequently | as a result | for example | for instance | similarly | likewise | meanwhile |
  nevertheless | nonetheless | although | even though | in conclusion | to conclude | to sum up | in summary |
  overall | in the end | all in all | for these reasons | that is why | this is why | because of this |
  to begin with | one reason | the main reason | most importantly | in fact | instead | otherwise | thus`);

export const CONCLUSION = phrases(`
  in conclusion | to conclude | to sum up | in summary | to summarize | to summarise | overall | in the end |
  all in all | for these reasons | that is why | this is why | in short | ultimately | finally`);

export const POSITION = phrases(`
  i think | i believe | in my opinion | i agree | i disagree | i feel that | my position | i would argue |
  i argue | this essay | i will explain | should | should not | shouldn't | must | is better | are better`);

export const EVIDENCE = phrases(`
  for example | for instance | such as | according to | research | researchers | a study | studies | survey |
  statistics | data | evidence | percent | per cent | experts | scientists | when i was | my friend |
  my brother | my sister | my mother | my father | my mom | my dad | i remember | last year | one time |
  in my experience | to illustrate | like when | found that | reported | rose by | fell by | dropped by |
  grew by | increased by | decreased by | by half | by a third | by a quarter | halved | doubled |
  tripled | twice as many | twice as much | three times as`);

/** Figures and quotations count as evidence too. */
export const FIGURE_OR_QUOTE = /\d|%|[“”"]/;

/** Claims stated as settled fact: the reader is asked to agree without being given a reason. */
export const SWEEPING_CLAIM = phrases(`
  everyone knows | everybody knows | everyone agrees | everybody agrees | everyone thinks |
  everybody thinks | everyone understands | everyone wants | everybody wants | it is obvious |
  it's obvious | it is clear that | it is a fact | it's a fact | it is common knowledge | it is well known |
  obviously | undeniably | without a doubt | there is no doubt | no one can deny | nobody can deny |
  no one would disagree | all people | all students | all teachers | all parents | all kids | all children |
  all teenagers | nobody wants | no one wants | always been proven | proves that`);

/** An objection the writer reports before answering it (a concession or rebuttal paragraph). */
export const CONCESSION = phrases(`
  some (?:people|parents|teachers|students|residents|drivers|families|adults|readers|experts|critics) (?:argue|argues|believe|say|says|think|claim|feel|fear|worry|object|complain|point out|might|may|would|could) |
  some argue |
  some say | some may | some might | critics | opponents | others (?:argue|say|believe|claim|think) |
  it is true that | it's true that | admittedly | although | even though | while some | of course |
  one (?:might|could|may) argue | those who oppose | people who disagree | skeptics | sceptics`);

/**
 * A paragraph that states an objection plainly and then grants it before answering: "Phones can
 * distract students. Although this is true, …", "That may be so, but …".
 */
export const GRANTED =
  /^(?:(?:although|though|while|even though)\s+(?:this|that|it)\s+(?:is|may be|might be|can be)\s+(?:true|so|the case)|(?:this|that|it)\s+(?:is|may be|might be)\s+(?:true|so|partly true|a fair (?:point|concern))\b[^.]*\b(?:but|however|yet))/i;

/** The writer's answer to the objection. */
export const REPLY = phrases(`
  but | however | yet | still | nevertheless | nonetheless | even so | fair concern | fair point |
  this ignores | this overlooks | is not true | isn't true | in reality | actually | on the contrary |
  the problem with | the truth is | what they miss | outweigh | outweighs | the opposite | otherwise |
  in fact | only | solution | solve | a simple rule`);

/** A close that asks the reader, or someone named, to do something. */
export const CALL_TO_ACT = phrases(`
  should | must | need to | needs to | let us | let's | urge | call on | it is time | it's time | we can |
  have to | has to | it is up to | take action | act now`);
