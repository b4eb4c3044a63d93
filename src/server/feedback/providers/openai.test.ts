import {
  completionWith,
  type FakeChatCompletions,
  startFakeChatCompletions,
} from '../../../../test/server/fake-chat-completions';
import { FEEDBACK_CATEGORIES, SEVERITIES } from '../../../shared/contract/feedback';
import { createOpenAiProvider, type OpenAiProviderOptions } from './openai';

const API_KEY = 'sk-test-key-0123456789';
const essay = [
  'Café owners in Montréal 😀 say the naïve rent rules hurt small shops.',
  'Many people   believes that zoning is the cause. Evidence is thin.',
  'In conclusion, the city must act 🚀 now.',
].join('\n\n');

const item = (quote: string, category = 'clarity', severity = 'medium') => ({
  quote,
  category,
  severity,
  comment: `About "${quote}".`,
  suggestion: '',
});

const answer = (items: unknown[], overrides: Record<string, unknown> = {}) => ({
  items,
  overall_feedback: 'A clear position that needs support.',
  detailed_analysis: ['The claim is stated early.', '  '],
  strengths: ['Vivid opening'],
  areas_for_improvement: ['Cite sources'],
  encouragement: 'Keep going.',
  general_feedback: 'Solid start; back the claims with evidence.',
  suggested_grade: 78,
  ...overrides,
});

let fake: FakeChatCompletions;
beforeEach(async () => {
  fake = await startFakeChatCompletions();
});
afterEach(() => fake.close());

const provider = (options: Partial<OpenAiProviderOptions> = {}) =>
  createOpenAiProvider({
    baseUrl: fake.baseUrl,
    apiKey: API_KEY,
    model: 'gpt-4o-mini',
    timeoutMs: 5000,
    ...options,
  });

describe('openai provider', () => {
  it('anchors every comment exactly, across accents, emoji and changed whitespace, in text order', async () => {
    fake.answerWith({
      body: completionWith(
        answer([
          item('the city must act 🚀 now.', 'argument', 'high'),
          item('Café owners in Montréal 😀 say', 'style', 'low'),
          item('Many people believes that zoning', 'grammar', 'high'),
        ]),
      ),
    });

    const draft = await provider().draft(essay);

    expect(draft.items.map((placed) => placed.quote)).toEqual([
      'Café owners in Montréal 😀 say',
      'Many people   believes that zoning',
      'the city must act 🚀 now.',
    ]);
    for (const placed of draft.items)
      expect(essay.slice(placed.startIndex, placed.endIndex)).toBe(placed.quote);
    expect(draft.items[2]).toMatchObject({
      startIndex: essay.indexOf('the city must act'),
      category: 'argument',
      severity: 'high',
      comment: 'About "the city must act 🚀 now.".',
    });
    expect(draft).toMatchObject({
      engine: 'openai',
      engineVersion: 'openai:gpt-4o-mini',
      dropped: 0,
      suggestedGrade: 78,
      generalFeedback: 'Solid start; back the claims with evidence.',
      summary: {
        overall_feedback: 'A clear position that needs support.',
        detailed_analysis: ['The claim is stated early.'],
        strengths: ['Vivid opening'],
        areas_for_improvement: ['Cite sources'],
        encouragement: 'Keep going.',
      },
    });
  });

  it('leaves out and counts comments it cannot place: absent, empty, overlapping or of unknown kind', async () => {
    fake.answerWith({
      body: completionWith(
        answer([
          item('Café owners in Montréal'),
          item('a sentence the student never wrote'),
          item(''),
          item('   '),
          item('owners in Montréal 😀 say'),
          item('Evidence is thin.', 'tone'),
          item('Evidence is thin.', 'evidence', 'critical'),
        ]),
      ),
    });

    const draft = await provider().draft(essay);

    expect(draft.items.map((placed) => placed.quote)).toEqual(['Café owners in Montréal']);
    expect(draft.dropped).toBe(6);
  });

  it('keeps at most 40 comments and counts the rest as dropped', async () => {
    const sentences = Array.from({ length: 45 }, (_, index) => `Sentence number ${index + 1} is here.`);
    fake.answerWith({ body: completionWith(answer(sentences.map((sentence) => item(sentence)))) });

    const draft = await provider().draft(sentences.join(' '));

    expect(draft.items).toHaveLength(40);
    expect(draft.dropped).toBe(5);
  });

  it.each([
    [130, 100],
    [-4, 0],
    [71.6, 72],
  ])('turns a suggested grade of %p into %p', async (given, expected) => {
    fake.answerWith({ body: completionWith(answer([], { suggested_grade: given })) });

    expect((await provider().draft(essay)).suggestedGrade).toBe(expected);
  });

  it('asks for strict JSON feedback from the configured model with the bearer key', async () => {
    fake.answerWith({ body: completionWith(answer([])) });

    await provider({ baseUrl: `${fake.baseUrl}/` }).draft(essay);

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request.body).toMatchObject({
      model: 'gpt-4o-mini',
      temperature: 0,
      messages: [
        { role: 'system', content: expect.stringMatching(/writing instructor/) },
        { role: 'user', content: essay },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: {
          name: 'essay_feedback',
          strict: true,
          schema: {
            additionalProperties: false,
            required: expect.arrayContaining(['items', 'general_feedback', 'suggested_grade']),
            properties: {
              suggested_grade: { type: 'integer' },
              items: {
                items: {
                  additionalProperties: false,
                  required: ['quote', 'category', 'severity', 'comment', 'suggestion'],
                  properties: {
                    category: { enum: [...FEEDBACK_CATEGORIES] },
                    severity: { enum: [...SEVERITIES] },
                  },
                },
              },
            },
          },
        },
      },
    });
  });

  it('sends no Authorization header when no key is configured', async () => {
    fake.answerWith({ body: completionWith(answer([])) });

    await provider({ apiKey: undefined }).draft(essay);

    expect(fake.requests[0].headers.authorization).toBeUndefined();
  });
});

describe('openai provider failures', () => {
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('the draft was expected to fail');
      },
      (error: Error) => error.message,
    );

  it('throws on an error status without repeating what the server echoed', async () => {
    fake.answerWith({
      status: 500,
      body: { error: { message: `Key ${API_KEY} failed on: ${essay}`, type: 'server_error' } },
    });

    const message = await failure(provider().draft(essay));

    expect(message).toMatch(/answered 500 \(server_error\)/);
    expect(message).not.toContain(API_KEY);
    expect(message).not.toContain('Montréal');
  });

  it('throws when the server answers after the deadline', async () => {
    fake.answerWith({ body: completionWith(answer([])), delayMs: 10_000 });

    expect(await failure(provider({ timeoutMs: 100 }).draft(essay))).toMatch(/no answer within 100 ms/);
  });

  it('throws when the server cannot be reached', async () => {
    // The replacement listens before the old server closes, so it cannot take over the old port.
    const stopped = fake;
    fake = await startFakeChatCompletions();
    await stopped.close();

    expect(await failure(provider({ baseUrl: stopped.baseUrl }).draft(essay))).toMatch(
      /could not reach http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\)/,
    );
  });

  it('throws when the message content is not JSON', async () => {
    fake.answerWith({ body: completionWith('{"items": [{"quote": "Café') });

    expect(await failure(provider().draft(essay))).toMatch(/not JSON/);
  });

  it('throws when the feedback has the wrong shape, naming the field but not the essay', async () => {
    fake.answerWith({ body: completionWith({ items: [{ quote: 'Café owners in Montréal' }] }) });

    const message = await failure(provider().draft(essay));

    expect(message).toMatch(/not in the expected shape/);
    expect(message).not.toContain('Montréal');
  });

  it('throws when the answer carries no message', async () => {
    fake.answerWith({ body: { choices: [] } });

    expect(await failure(provider().draft(essay))).toMatch(/no message content/);
  });
});
