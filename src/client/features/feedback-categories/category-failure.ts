import { toaster } from '../../components/app-toaster';
import type { SaveOutcome } from '../../lib/save-outcome';
import type { CategoryOutcome } from './use-category-actions';

type Failed = Extract<CategoryOutcome, { ok: false }>;

/** Section 8's sentence, and the server's reason after it where it gave one. */
export const failureText = ({ message, reason }: Failed) => (reason ? `${message}: ${reason}` : message);

export const toastFailure = (outcome: Failed) =>
  toaster.create({ type: 'error', title: outcome.message, description: outcome.reason ?? undefined });

/** A form keeps what was typed and shows the sentence above it and the server's reasons beside its fields. */
export const formFailure = (outcome: Failed): SaveOutcome => ({
  message: Object.keys(outcome.fields).length > 0 ? outcome.message : failureText(outcome),
  fields: outcome.fields,
});
