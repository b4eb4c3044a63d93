/** An average in the analytics tables: one decimal, or a dash where nothing was graded yet. */
export const formatAverage = (value: number | null) => (value === null ? '—' : value.toFixed(1));
