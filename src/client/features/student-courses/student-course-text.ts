/** An assignment's word limits as a range, or what is missing of it. */
export function wordLimitText(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${min}–${max} words`;
  if (min !== null) return `At least ${min} words`;
  if (max !== null) return `At most ${max} words`;
  return 'No word limit';
}
