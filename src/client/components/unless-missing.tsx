import type { ReactNode } from 'react';
import { apiErrorBody, type QueryError, statusOf } from '../lib/api-error-message';
import { ErrorPage } from './error-page';

interface UnlessMissingProps {
  /** The error of the query that reads the page's subject (a course, a week). */
  error: QueryError;
  /** The page's heading when the subject is not there, e.g. "Course not found". */
  title: string;
  /** Where to go instead, e.g. the course list. */
  backLabel: string;
  backTo: string;
  children: ReactNode;
}

/**
 * The page, unless its subject does not exist for this reader (404: deleted, or another instructor's):
 * then one sentence and a way back, and none of the page's forms, which could only fail.
 */
export function UnlessMissing({ error, title, backLabel, backTo, children }: UnlessMissingProps) {
  if (statusOf(error) !== 404) return children;
  const body = apiErrorBody(error);
  const sentence = body?.detail ?? body?.error;
  return (
    <ErrorPage
      title={title}
      message={sentence ?? 'It may have been deleted, or it belongs to a course you do not teach.'}
      linkLabel={backLabel}
      linkTo={backTo}
    />
  );
}
