import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ApiError, ErrorCode } from '../../shared/contract/common';
import { isDatabaseUnavailable } from '../db/errors';
import { HttpError } from '../errors';
import { reportedProblems } from '../input/reported-problems';

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

function fieldName(issue: ValidationIssue): string {
  if (issue.keyword === 'required') return String(issue.params.missingProperty);
  if (issue.keyword === 'additionalProperties') return String(issue.params.additionalProperty);
  return issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
}

const TYPE_NAMES: Record<string, string> = {
  integer: 'a whole number',
  array: 'a list',
  object: 'an object',
  'integer,null': 'a whole number or empty',
};

/** Turns a schema failure into a sentence a person can act on. */
function sentence(issue: ValidationIssue): string {
  const p = issue.params;
  switch (issue.keyword) {
    case 'required':
      return 'This field is required.';
    case 'additionalProperties':
      return 'This field is not accepted here.';
    case 'minLength':
      return Number(p.limit) === 1 ? 'This field is required.' : `Use at least ${p.limit} characters.`;
    case 'maxLength':
      return `Use at most ${p.limit} characters.`;
    case 'format':
      return p.format === 'email' ? 'Enter a valid e-mail address.' : `Enter a valid ${p.format}.`;
    case 'pattern':
      return 'Use letters, digits, dots, dashes or underscores.';
    case 'minimum':
      return `Use a number of at least ${p.limit}.`;
    case 'maximum':
      return `Use a number of at most ${p.limit}.`;
    case 'type':
      return `Must be ${TYPE_NAMES[String(p.type)] ?? `a ${p.type}`}.`;
    case 'enum':
      return `Use one of ${(p.allowedValues as unknown[]).join(', ')}.`;
    case 'anyOf':
      return 'This value is not one of the accepted kinds.';
    case 'minItems':
      return `Give at least ${p.limit} ${Number(p.limit) === 1 ? 'item' : 'items'}.`;
    case 'maxItems':
      return `Give at most ${p.limit} items.`;
    default:
      return issue.message ?? 'This value is not valid.';
  }
}

/** What to do about a body past the route's limit (plugins/body-bounds.ts), in the units a person uses. */
function tooLargeDetail(limit: number | undefined): string {
  if (!limit) return 'Send a smaller request.';
  const size =
    limit >= 1024 * 1024 ? `${(limit / (1024 * 1024)).toFixed(1)} MB` : `${Math.floor(limit / 1024)} KB`;
  return `Send at most ${size} in one request; shorten the text or send it in parts.`;
}

/** Each failing field with its sentence, every one of them (a refusal reports the first few). */
export function validationFields(issues: ValidationIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  // A choice of literals fails once per literal: name them all rather than the first alone.
  const choices = new Map<string, unknown[]>();
  for (const issue of issues) {
    if (issue.keyword !== 'const') continue;
    const name = fieldName(issue);
    choices.set(name, [...(choices.get(name) ?? []), issue.params.allowedValue]);
  }
  for (const [name, allowed] of choices) fields[name] = `Use one of ${allowed.join(', ')}.`;
  for (const issue of issues) fields[fieldName(issue)] ??= sentence(issue);
  return fields;
}

export function validationError(issues: ValidationIssue[], part: string): ApiError {
  const reported = reportedProblems(Object.entries(validationFields(issues)));
  return {
    statusCode: 400,
    code: ErrorCode.validationFailed,
    error: part === 'body' ? 'Check the highlighted fields.' : `The request ${part} is not valid.`,
    detail: reported.detail,
    fields: reported.fields,
  };
}

/** One error shape for every failure, never a stack trace (design: the contract). */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError & Partial<HttpError>, request, reply) => {
      if (error instanceof HttpError) {
        const body: ApiError = { statusCode: error.statusCode, code: error.code, error: error.message };
        if (error.detail) body.detail = error.detail;
        if (error.fields) body.fields = error.fields;
        return reply.status(error.statusCode).send(error.extra ? { ...body, ...error.extra } : body);
      }
      if (error.validation) {
        return reply
          .status(400)
          .send(validationError(error.validation as ValidationIssue[], error.validationContext ?? 'body'));
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return reply.status(429).send({
          statusCode: 429,
          code: ErrorCode.rateLimited,
          error: 'Too many requests',
          detail: error.message,
        } satisfies ApiError);
      }
      if (status >= 400 && status < 500) {
        return reply.status(status).send({
          statusCode: status,
          code: status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST',
          error: status === 413 ? 'The request is too large.' : 'The request could not be read.',
          detail: status === 413 ? tooLargeDetail(request.routeOptions.bodyLimit) : error.message,
        } satisfies ApiError);
      }
      // A database restart or outage is brief: the caller is told to retry, not that something broke.
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .status(503)
          .header('retry-after', '5')
          .send({
            statusCode: 503,
            code: ErrorCode.unavailable,
            error: 'The service is briefly unavailable.',
            detail: 'The database cannot be reached right now. Please try again in a moment.',
          } satisfies ApiError);
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({
        statusCode: 500,
        code: ErrorCode.internal,
        error: 'Something went wrong on our side.',
        detail: 'The problem has been logged. Please try again in a moment.',
      } satisfies ApiError);
    });

    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({
        statusCode: 404,
        code: ErrorCode.notFound,
        error: 'Not found',
        detail: `There is no ${request.method} ${request.url.split('?')[0]}.`,
      } satisfies ApiError),
    );
  },
  { name: 'errors' },
);
