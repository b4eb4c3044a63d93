import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';
import writeGood from 'write-good';
import { readDocument } from './document';
import { profileEssay } from './profile';
import { structureCandidates } from './structure';
import { styleCandidates } from './style';
import { summarise, topicOfLine } from './summary';

/** Paragraph roles read from what each paragraph does, on essays built the way students build them. */
const nlp = winkNLP(model);
const notes = (paragraphs: string[]) => {
  const text = paragraphs.join('\n\n');
  return structureCandidates(readDocument(text, nlp, nlp.its)).map((note) => ({
    paragraph: paragraphs.findIndex((p) => p.startsWith(text.slice(note.range.start, note.range.end).trim())),
    comment: note.comment,
    suggestion: note.suggestion,
  }));
};
const noteOn = (paragraphs: string[], index: number) => notes(paragraphs).find((n) => n.paragraph === index);

const INTRO =
  'Our town needs a crossing guard outside the primary school. I believe the council should pay for one this year.';
const REASON =
  'The road outside the school is busy at eight in the morning. Last year there were fourteen crashes there, and two children were hurt.';
const REBUTTAL =
  'Some people argue that a guard costs too much money. This is a fair concern, but a guard costs far less than one injured child.';
const UNANSWERED =
  'Some people argue that a guard costs too much money. The budget is already tight, and other services need it.';
const CONCLUSION =
  'A crossing guard would keep the children of our town safe on their way to school. The council should vote to pay for a guard this year.';
const NEW_POINT =
  'Bicycles are another problem. Many students ride without helmets, and the bike racks are old and rusty.';

describe('structure notes that understand what a paragraph does', () => {
  it('takes an answered objection for a rebuttal, not for a paragraph without a transition', () => {
    const note = noteOn([INTRO, REASON, REBUTTAL, CONCLUSION], 2);
    expect(note?.comment).toMatch(/objection and answer it/);
    expect(note?.suggestion).not.toMatch(/Another reason/);
  });

  it('takes a reply made with evidence or a consequence, without a “but”, for an answer', () => {
    const byEvidence =
      'Others say that students would not come. A survey of one hundred pupils found that more than half would use the room.';
    const byConsequence =
      'Some people argue that keeping the building open costs too much. The lights are already on for the clubs, so the extra cost is one member of staff.';
    for (const paragraph of [byEvidence, byConsequence])
      expect(noteOn([INTRO, REASON, paragraph, CONCLUSION], 2)?.comment).toMatch(/objection and answer it/);
  });

  it.each([
    'Some parents worry that music would take time from exam subjects. The study above suggests the opposite: the time comes back in better marks.',
    'Some teachers say that a longer break would make the day end later. Five more minutes would move the end of the day by five minutes only, which most accept.',
    'Some students might complain that healthy food is boring. But if the canteen cooks good pasta, they will soon change their minds.',
    'Phones can distract students. Although this is true, a rule of silent mode is easy to keep.',
    'A guard costs money. That may be true, but a guard costs far less than one injured child.',
  ])(
    'takes an objection stated by its holders or granted before the reply for a rebuttal: %s',
    (paragraph) => {
      expect(noteOn([INTRO, REASON, paragraph, CONCLUSION], 2)?.comment).toMatch(/objection and answer it/);
    },
  );

  it.each([
    'Some parents walk their children to school. The road is busy, and the crossing is far from the gate.',
    'Some students take the bus. It is late most mornings, and the drivers change every week.',
    'Phones are useful for homework. Students look up words and check their timetables on them.',
    'The crossing is dangerous. This is true at every hour, and the council has known it for years.',
    'Teachers say the school day is long enough. The timetable has six lessons, and each lasts an hour.',
  ])('does not take a paragraph that only mentions people or facts for an objection: %s', (paragraph) => {
    expect(noteOn([INTRO, REASON, paragraph, CONCLUSION], 2)?.comment ?? '').not.toMatch(/objection/);
  });

  it('asks for an answer when the objection is left standing', () => {
    expect(noteOn([INTRO, REASON, UNANSWERED, CONCLUSION], 2)?.comment).toMatch(/never answers it/);
  });

  it('takes a last paragraph that restates the claim and calls to act for a conclusion, without a stock opener', () => {
    const note = noteOn([INTRO, REASON, REBUTTAL, CONCLUSION], 3);
    expect(note?.comment).toBe(
      'This paragraph works as a conclusion: it comes back to your claim and asks the reader to act.',
    );
  });

  it('says an ending that only adds a point does not close the argument', () => {
    const note = noteOn([INTRO, REASON, NEW_POINT], 2);
    expect(note?.comment).toMatch(/does not come back to your claim/);
  });

  it('counts a paragraph that takes up the words of the one before as linked', () => {
    const linked =
      'Crashes near a school are worse than crashes elsewhere, because the children cannot judge the road.';
    expect(noteOn([INTRO, REASON, linked, CONCLUSION], 2)).toBeUndefined();
  });

  it('points out a body paragraph that shares nothing with what came before', () => {
    expect(
      noteOn(
        [INTRO, REASON, NEW_POINT.replace('Bicycles are another problem', 'Lunch menus matter'), CONCLUSION],
        2,
      )?.comment,
    ).toMatch(/shares no idea/);
  });

  it('never offers a stock opener', () => {
    for (const essay of [
      [INTRO, REASON, REBUTTAL, CONCLUSION],
      [INTRO, REASON, UNANSWERED, NEW_POINT],
      [INTRO, NEW_POINT, REASON, NEW_POINT],
    ])
      for (const note of notes(essay))
        expect(note.suggestion).not.toMatch(/In conclusion|Another reason|e\.g\. “/);
  });

  it('ties its praise of the position and of the conclusion to the strengths that sum them up', () => {
    const text = [INTRO, REASON, REBUTTAL, CONCLUSION].join('\n\n');
    const doc = readDocument(text, nlp, nlp.its);
    const praised = structureCandidates(doc).flatMap((note) => (note.topic ? [note.topic] : []));
    const profile = profileEssay(
      doc,
      { candidates: [], grammarCount: 0, spellingCount: 0 },
      styleCandidates(text, writeGood),
    );
    const strengthTopics = summarise(profile, 80).strengths.map(topicOfLine);
    expect(praised).toEqual(['thesis', 'conclusion']);
    expect(strengthTopics).toEqual(expect.arrayContaining(praised));
  });
});
