import type { RubricBody } from '../../shared/contract/rubrics';

/** The demo course a newcomer explores: enough weeks, lessons and an essay assignment to try every screen. */
export const demoCourse = {
  title: 'Writing the Persuasive Essay',
  description:
    'Three weeks on building an argument a reader can follow: claims, evidence, structure and revision, ending in a short persuasive essay with feedback.',
};

/** Four levels, the same names for every criterion, so a student reads the rubric at a glance. */
const levels = (best: string, good: string, developing: string, beginning: string) => [
  { title: 'Exemplary', description: best, points: 4 },
  { title: 'Proficient', description: good, points: 3 },
  { title: 'Developing', description: developing, points: 2 },
  { title: 'Beginning', description: beginning, points: 1 },
];

/** The persuasive essay's rubric: what the instructions ask for, one criterion each. */
const persuasiveEssayRubric: RubricBody = {
  criteria: [
    {
      title: 'Claim',
      description: 'A clear, arguable claim in the introduction that the whole essay serves.',
      levels: levels(
        'Precise and arguable; every paragraph serves it.',
        'Clear and arguable; most paragraphs serve it.',
        'Present but vague, or drifts in the body.',
        'Missing, or a statement of fact rather than a claim.',
      ),
    },
    {
      title: 'Evidence',
      description: 'At least two pieces of relevant evidence, each explained.',
      levels: levels(
        'Two or more strong, specific pieces, each tied to the claim.',
        'Two relevant pieces, mostly explained.',
        'One piece, or evidence left unexplained.',
        'Opinion without evidence.',
      ),
    },
    {
      title: 'Counterargument',
      description: 'One objection stated fairly and answered.',
      levels: levels(
        'A strong objection, fairly stated and convincingly answered.',
        'An objection stated and answered.',
        'An objection mentioned but not answered.',
        'No objection considered.',
      ),
    },
    {
      title: 'Organization',
      description: 'Introduction, body and conclusion, with paragraphs that connect.',
      levels: levels(
        'Each paragraph has one job and leads to the next; the conclusion returns to the reader.',
        'Clear parts with mostly smooth connections.',
        'Parts present but loosely connected.',
        'Hard to follow.',
      ),
    },
    {
      title: 'Conventions',
      description: 'Grammar, spelling and punctuation.',
      levels: levels(
        'Nearly free of errors.',
        'A few errors that never get in the way.',
        'Errors that sometimes slow the reader.',
        'Errors that often obscure the meaning.',
      ),
    },
  ],
};

export const demoWeeks = [
  {
    weekNumber: 1,
    title: 'Claims and Audience',
    lessons: [
      {
        title: 'What makes a claim arguable',
        html: '<h2>Arguable claims</h2><p>A claim is arguable when a thoughtful reader could disagree with it. "Cities should replace parking with parks" is arguable; "Cities have parking" is not.</p><ul><li>Name the change you want.</li><li>Say who should make it.</li><li>Hint at why it matters.</li></ul>',
      },
      {
        title: 'Writing for a real reader',
        html: '<p>Picture one reader who is busy, fair and unconvinced. Every paragraph should answer a question that reader would ask next.</p>',
      },
    ],
  },
  {
    weekNumber: 2,
    title: 'Evidence and Reasoning',
    lessons: [
      {
        title: 'Choosing evidence',
        html: '<p>Good evidence is <strong>relevant</strong>, <strong>specific</strong> and <strong>trustworthy</strong>. Prefer one precise figure from a named source to three vague generalisations.</p>',
      },
      {
        title: 'Explaining the link',
        html: '<p>Evidence never speaks for itself. After each example, write a sentence that says how it supports your claim.</p>',
      },
    ],
    assignment: {
      title: 'Persuasive Essay: A Change in Your Community',
      html: '<p>Write a persuasive essay of 300 to 800 words arguing for one change in your school or community. State your claim in the introduction, support it with at least two pieces of evidence, answer one objection, and close with a conclusion that returns to your reader.</p>',
      minWords: 300,
      maxWords: 800,
      dueInDays: 10,
      rubric: persuasiveEssayRubric,
    },
  },
  {
    weekNumber: 3,
    title: 'Structure and Revision',
    lessons: [
      {
        title: 'Paragraphs that move',
        html: '<p>Each paragraph makes one step of the argument. Start with the step, support it, and end by pointing to the next one.</p><ol><li>Topic sentence</li><li>Evidence</li><li>Explanation</li><li>Transition</li></ol>',
      },
    ],
  },
] as const;

export const demoAccounts = [
  {
    username: 'admin',
    displayName: 'Ada Lovelace',
    email: 'admin@example.com',
    password: 'admin-demo-pass',
    role: 'admin',
    status: 'approved',
    emailVerified: true,
    enrolled: false,
    state: 'admin, verified, approved',
  },
  {
    username: 'student',
    displayName: 'Maya Okafor',
    email: 'student@example.com',
    password: 'student-demo-pass',
    role: 'regular',
    status: 'approved',
    emailVerified: true,
    enrolled: true,
    state: 'student, enrolled in the demo course',
  },
  {
    username: 'newcomer',
    displayName: 'Dev Patel',
    email: 'newcomer@example.com',
    password: 'newcomer-demo-pass',
    role: 'regular',
    status: 'approved',
    emailVerified: true,
    enrolled: false,
    state: 'student, approved, no enrollment',
  },
  {
    username: 'pending',
    displayName: 'Sam Rivera',
    email: 'pending@example.com',
    password: 'pending-demo-pass',
    role: 'regular',
    status: 'pending',
    emailVerified: true,
    enrolled: false,
    state: 'student, verified, awaiting approval',
  },
  {
    username: 'unverified',
    displayName: 'Uma Chen',
    email: 'unverified@example.com',
    password: 'unverified-demo-pass',
    role: 'regular',
    status: 'pending',
    emailVerified: false,
    enrolled: false,
    state: 'student, e-mail not verified',
  },
] as const;
