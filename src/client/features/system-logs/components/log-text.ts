export const durationText = (ms: number | null) => (ms === null ? '—' : `${ms} ms`);

/** The context as the server stored it, indented so that nested details read at a glance. */
export const contextText = (context: unknown) =>
  context === null || context === undefined ? 'None' : JSON.stringify(context, null, 2);
