/**
 * One student essay of about 350 words with the slips learners make, used wherever a benchmark needs
 * a submission: seeded rows, the essay the page benchmark releases, and the simulated students' work.
 */
const PARAGRAPHS = [
  'Our school should open the library in the evening. Many students has no quiet place to study at home, and the hours after dinner is when most homework gets done.',
  'Last year my friend shared a small flat with four brothers and sisters. He told me that he done his reading on the stairs because their was no other place without noise. A library that stays open until nine would give him, and many others, a calm room with books, computers and a teacher on duty.',
  'Some people argue that keeping the building open costs too much. The heating and the lights are already on for the evening sports clubs, so the extra cost is mostly one member of staff. The parents association has offered to pay for part of it, which shows how much families want this change.',
  'Others say that students would not come. A survey of one hundred and twenty pupils in our year found that more than half would use the library at least twice a week if it was open later. Teachers also noticed that marks improve when students have a regular place to work.',
  'An evening library would also help students who work after school. Several pupils in my class have jobs in shops or cafes until six, and by the time they get home there family is eating and the television is on. For them, an hour in a quiet room with a computer could be the difference between handing in an essay and giving up on it, and the school says it cares about these students more then anyone.',
  'There are real problems to solve. The school must make sure younger students get home safely, and the library needs clear rules about noise. These are small problems compared to the benefit of giving every student the same chance to succeed.',
  'In conclusion, opening the library in the evening is a simple change that would help the students who need it most. I ask the head teacher to try it for one term and to count how many people use it.',
];

export const essayHtml = PARAGRAPHS.map((paragraph) => `<p>${paragraph}</p>`).join('');
export const essayText = PARAGRAPHS.join('\n\n');
export const essayWords = essayText.split(/\s+/).filter(Boolean).length;
