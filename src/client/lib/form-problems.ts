/** The problems of a form, one sentence per field; an empty object means the form may be sent. */
export type FormProblems<Field extends string> = Partial<Record<Field, string>>;

export function hasProblems<Field extends string>(problems: FormProblems<Field>): boolean {
  return Object.values(problems).some(Boolean);
}

export function requiredProblem(value: string, sentence: string): string | undefined {
  return value.trim() ? undefined : sentence;
}
