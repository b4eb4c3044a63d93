import { type FormEvent, useState } from 'react';
import { type FormProblems, hasProblems } from '../lib/form-problems';
import type { SaveOutcome } from '../lib/save-outcome';

type Values<Field extends string> = Record<Field, string>;

/**
 * The life of every form here: check the values, send them, and on failure keep what the person typed
 * and show the server's sentence above the form and its reasons beside the fields.
 */
export function useValidatedForm<Field extends string>(
  initial: Values<Field>,
  validate: (values: Values<Field>) => FormProblems<Field>,
) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<FormProblems<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const change = (field: Field) => (value: string) => setValues((before) => ({ ...before, [field]: value }));

  /** `send` does the call and whatever success means; it resolves with the failure, or null. */
  const submit = (send: (values: Values<Field>) => Promise<SaveOutcome>) => async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setProblems(found);
    setFailure(null);
    if (hasProblems(found)) return;
    setSending(true);
    const outcome = await send(values);
    setSending(false);
    if (!outcome) return;
    setProblems(outcome.fields as FormProblems<Field>);
    setFailure(outcome.message);
  };

  /** What a TextField or TextareaField of this form takes: `<TextField label="Title" {...field('title')} />`. */
  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: change(name),
    error: problems[name],
  });

  /** The same for a RichTextEditor, which says its problem through `invalid` and `errorText`. */
  const richField = (name: Field) => ({
    value: values[name],
    onChange: change(name),
    invalid: Boolean(problems[name]),
    errorText: problems[name],
  });

  /** What a FormShell takes from this form: `<FormShell label="…" {...shell(save)}>`. */
  const shell = (send: (values: Values<Field>) => Promise<SaveOutcome>) => ({
    onSubmit: submit(send),
    failure,
    sending,
  });

  return {
    values,
    change,
    field,
    richField,
    problems,
    failure,
    sending,
    submit,
    shell,
    reset: () => setValues(initial),
  };
}
