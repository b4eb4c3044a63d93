import { CATEGORY_LIMITS } from '../contract/feedback-categories';

const HEX_COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#ABC' and '#aabbcc' both become '#aabbcc', the form a colour input and the viewer's alpha need. */
export function normalisedColour(value: string): string | null {
  const trimmed = value.trim();
  if (!HEX_COLOUR.test(trimmed)) return null;
  const digits = trimmed.slice(1).toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits}`;
}

/**
 * The key a new category's comments store, made from its name: letters and digits of any script in
 * lower case, joined by hyphens ('Word Choice' is 'word-choice'). Only letters, digits and hyphens, so
 * it is safe in a CSS attribute selector and a class name; 'category' when the name has none.
 */
export function categoryKeyFrom(name: string): string {
  const slug = name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  // Cut by code points, so a letter outside the basic plane is never split in half.
  const cut = Array.from(slug).slice(0, CATEGORY_LIMITS.key).join('').replace(/-+$/, '');
  return cut || 'category';
}

/** The key, or the first of 'key-2', 'key-3' … that no other category of the instructor has. */
export function uniqueCategoryKey(name: string, taken: ReadonlySet<string>): string {
  const base = categoryKeyFrom(name);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const key = `${Array.from(base)
      .slice(0, CATEGORY_LIMITS.key - suffix.length)
      .join('')}${suffix}`;
    if (!taken.has(key)) return key;
  }
}

/** Names are unique per instructor whatever their case and spacing, so a name finds one category. */
export const sameCategoryName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
