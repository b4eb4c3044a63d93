import type { useValidatedForm } from './use-validated-form';

/** A form's state and binders (useValidatedForm), handed to a part of the form drawn in a component of its own. */
export type ValidatedForm<Field extends string> = ReturnType<typeof useValidatedForm<Field>>;
