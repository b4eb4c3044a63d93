/** '1 user', '3 users': counts read as a person would say them. */
export const countOf = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** 'lesson' → 'Lesson': a noun that opens a sentence or a heading. */
export const capitalised = (text: string) => `${text[0].toUpperCase()}${text.slice(1)}`;
