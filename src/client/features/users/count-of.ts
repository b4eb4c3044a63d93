/** '1 user', '3 users': the totals under the tables read as sentences. */
export const countOf = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
