import type { OpenAiProviderOptions } from './openai';
import { chatMessages } from './openai-prompt';
import { ESSAY_FEEDBACK_RESPONSE_FORMAT } from './openai-schema';

/**
 * Why a draft could not be had from the configured server. Messages name the server and the status,
 * never the key or the essay: they end up in the job's error and the instructor's view.
 */
export class OpenAiProviderError extends Error {
  constructor(reason: string) {
    super(`OpenAI-compatible provider: ${reason}`);
    this.name = 'OpenAiProviderError';
  }
}

const chatCompletionsUrl = (baseUrl: string) => `${baseUrl.replace(/\/+$/, '')}/chat/completions`;

/** Only a short code from an error body is repeated: its message may echo the request or the key. */
function errorCode(body: string): string {
  try {
    const error = JSON.parse(body)?.error;
    const code = error?.code ?? error?.type;
    return typeof code === 'string' && /^[\w.-]{1,64}$/u.test(code) ? ` (${code})` : '';
  } catch {
    return '';
  }
}

function unreachable(error: unknown, origin: string, timeoutMs: number): OpenAiProviderError {
  // Duck-typed: fetch's errors (a DOMException on timeout) may come from another realm than this module's Error.
  const failure = error as { name?: unknown; cause?: { code?: unknown } } | null;
  if (failure?.name === 'TimeoutError') {
    return new OpenAiProviderError(`${origin} gave no answer within ${timeoutMs} ms`);
  }
  const code = failure?.cause?.code;
  return new OpenAiProviderError(`could not reach ${origin}${typeof code === 'string' ? ` (${code})` : ''}`);
}

/** Sends the essay to `/chat/completions` and hands back the reply's message content, unparsed. */
export async function requestChatContent(
  options: OpenAiProviderOptions,
  essay: string,
  /** Aborts the request when the job is dropped (the server stops). */
  cancel?: AbortSignal,
): Promise<string> {
  const url = chatCompletionsUrl(options.baseUrl);
  // The origin names the server in errors without any credentials a URL might carry.
  const origin = URL.canParse(url) ? new URL(url).origin : 'the configured server';
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  const request = {
    model: options.model,
    messages: chatMessages(essay),
    response_format: ESSAY_FEEDBACK_RESPONSE_FORMAT,
    temperature: 0,
  };
  let status: number;
  let body: string;
  try {
    // One deadline covers the connection and the whole body, so a server that stalls mid-answer still fails.
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(request),
      signal: cancel
        ? AbortSignal.any([AbortSignal.timeout(options.timeoutMs), cancel])
        : AbortSignal.timeout(options.timeoutMs),
    });
    status = response.status;
    body = await response.text();
  } catch (error) {
    throw unreachable(error, origin, options.timeoutMs);
  }
  if (status < 200 || status > 299)
    throw new OpenAiProviderError(`${origin} answered ${status}${errorCode(body)}`);

  let choice: { finish_reason?: unknown; message?: { content?: unknown; refusal?: unknown } } | undefined;
  try {
    choice = JSON.parse(body)?.choices?.[0];
  } catch {
    throw new OpenAiProviderError(`${origin} answered with a body that is not JSON`);
  }
  if (typeof choice?.message?.refusal === 'string')
    throw new OpenAiProviderError('the model declined to answer');
  if (choice?.finish_reason === 'length')
    throw new OpenAiProviderError('the answer was cut off at the token limit');
  const content = choice?.message?.content;
  if (typeof content !== 'string') throw new OpenAiProviderError('the answer holds no message content');
  return content;
}
