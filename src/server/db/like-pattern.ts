/** `text` anywhere in a column, for LIKE and ILIKE: its own %, _ and \ match only themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
