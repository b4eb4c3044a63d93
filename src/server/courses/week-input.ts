import { ErrorCode } from '../../shared/contract/common';
import type { WeekBody } from '../../shared/contract/courses';
import { violatedUniqueConstraint } from '../db/errors';
import { conflict, HttpError } from '../errors';

/** A week's dates must be in order; the form shows the sentence on its end date. */
export function checkWeekDates(body: WeekBody): void {
  if (body.starts_on && body.ends_on && body.ends_on < body.starts_on) {
    const message = 'The week cannot end before it starts.';
    throw new HttpError(400, ErrorCode.validationFailed, 'Check the highlighted fields.', message, {
      ends_on: message,
    });
  }
}

/** Turns the unique (course, week number) index into the sentence the form shows. */
export async function savingWeek<T>(weekNumber: number, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (violatedUniqueConstraint(error) !== 'weeks_course_number_key') throw error;
    const message = `Week ${weekNumber} already exists in this course.`;
    throw conflict(message, { week_number: message });
  }
}
