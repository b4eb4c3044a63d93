/** How often an entry was put on an essay: "not used yet", "used 1 time", "used 4 times". */
export const usesLabel = (uses: number) =>
  uses === 0 ? 'not used yet' : `used ${uses} ${uses === 1 ? 'time' : 'times'}`;

/** The same at the start of a line. */
export const usesSentence = (uses: number) => {
  const label = usesLabel(uses);
  return label.charAt(0).toUpperCase() + label.slice(1);
};
