import { Value } from 'typebox/value';
import type { DraftSummary, EngineDraft } from '../draft';
import { placeItems } from './openai-placement';
import { OpenAiProviderError, requestChatContent } from './openai-request';
import { type EssayFeedbackAnswer, EssayFeedbackAnswerSchema } from './openai-schema';

export interface OpenAiProviderOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

/** ReviewUpdateSchema holds lists to 20 non-blank entries; a draft the instructor cannot save is no help. */
const MAX_LIST_ENTRIES = 20;
const list = (entries: string[]) =>
  entries
    .map((entry) => entry.trim())
    .filter(Boolean)
    .slice(0, MAX_LIST_ENTRIES);

function readAnswer(content: string): EssayFeedbackAnswer {
  let answer: unknown;
  try {
    answer = JSON.parse(content);
  } catch {
    throw new OpenAiProviderError('the message content is not JSON');
  }
  if (Value.Check(EssayFeedbackAnswerSchema, answer)) return answer;
  // The path and the rule name the fault; the offending value may be the essay's own words.
  const [first] = Value.Errors(EssayFeedbackAnswerSchema, answer);
  const where = first?.instancePath || '/';
  throw new OpenAiProviderError(
    `the feedback is not in the expected shape (${where} ${first?.message ?? ''})`,
  );
}

function suggestedGrade(value: number | null): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  return Math.min(100, Math.max(0, Math.round(value)));
}

function toDraft(text: string, answer: EssayFeedbackAnswer, model: string): EngineDraft {
  const { items, dropped } = placeItems(text, answer.items);
  const summary: DraftSummary = {
    overall_feedback: answer.overall_feedback.trim(),
    detailed_analysis: list(answer.detailed_analysis),
    strengths: list(answer.strengths),
    areas_for_improvement: list(answer.areas_for_improvement),
    encouragement: answer.encouragement.trim(),
  };
  return {
    items,
    summary,
    generalFeedback: answer.general_feedback.trim() || summary.overall_feedback,
    suggestedGrade: suggestedGrade(answer.suggested_grade),
    engine: 'openai',
    engineVersion: `openai:${model}`,
    dropped,
  };
}

/**
 * The optional provider for any server that speaks the OpenAI chat completions protocol. Every failure
 * throws, so the job can fall back to the offline `rules` provider; nothing here logs.
 */
export function createOpenAiProvider(options: OpenAiProviderOptions): {
  name: 'openai';
  draft(text: string, signal?: AbortSignal): Promise<EngineDraft>;
} {
  return {
    name: 'openai',
    async draft(text: string, signal?: AbortSignal): Promise<EngineDraft> {
      const content = await requestChatContent(options, text, signal);
      return toDraft(text, readAnswer(content), options.model);
    },
  };
}
