const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A date and time in the reader's locale and time zone; the contract sends UTC. */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
