import { apiErrorBody, networkErrorMessage, type QueryError, statusOf } from '../lib/api-error-message';
import { paths } from '../lib/paths';
import type { UserState } from '../lib/user-state';
import { AccessDenied } from './access-denied';
import { ErrorPage } from './error-page';
import { LoadFailedAlert } from './query-states';

interface NotFoundPage {
  title: string;
  message: string;
}

interface LoadFailureProps {
  error: QueryError;
  userState: UserState;
  /** The alert when the server could not answer at all. */
  failedMessage: string;
  /** What a 404 says: a page with a way back, or an alert's sentence. Without it, a 404 is a failure. */
  notFound?: NotFoundPage | string;
}

/**
 * Why a student's page could not load. A 403 means the course is not one of theirs (section 6), so
 * the access-denied panel shows with the server's own sentence; a 404 names nothing that exists.
 */
export function LoadFailure({ error, userState, failedMessage, notFound }: LoadFailureProps) {
  const status = statusOf(error);
  if (status === 403) {
    const body = apiErrorBody(error);
    return <AccessDenied userState={userState} note={body?.detail ?? body?.error} />;
  }
  if (status === 404 && notFound) {
    if (typeof notFound === 'string') return <LoadFailedAlert message={notFound} />;
    return (
      <ErrorPage
        title={notFound.title}
        message={notFound.message}
        linkLabel="Back to My Courses"
        linkTo={paths.myCourses()}
      />
    );
  }
  return <LoadFailedAlert message={networkErrorMessage(error) ?? failedMessage} />;
}
