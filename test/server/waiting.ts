/** Resolves after `ms`: time for work the server does after answering (a mail, a job) to show. */
export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves once `check` holds, looking every `everyMs` (a condition to wait for, not a time to assert). */
export async function until(check: () => boolean | Promise<boolean>, everyMs = 20): Promise<void> {
  while (!(await check())) await pause(everyMs);
}
