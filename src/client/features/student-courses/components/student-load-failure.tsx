import { useAppSelector } from '../../../app/hooks';
import { selectUserState } from '../../../app/session';
import { AccessDenied } from '../../../components/access-denied';
import { ErrorPage } from '../../../components/error-page';
import { LoadFailedAlert } from '../../../components/query-states';
import { apiErrorBody, networkErrorMessage, type QueryError } from '../../../lib/api-error-message';

interface NotFoundCopy {
  title: string;
  message: string;
}

interface StudentLoadFailureProps {
  error: QueryError;
  /** The alert when the server could not answer at all. */
  failedMessage: string;
  /** What a 404 says; without it a 404 is one more failure to load. */
  notFound?: NotFoundCopy;
}

const statusOf = (error: QueryError) => (error && 'status' in error ? error.status : undefined);

/**
 * Why a student's page could not load. A 403 means the course is not one of theirs (section 6), so
 * the access-denied panel shows with the server's own sentence; a 404 names nothing that exists.
 */
export function StudentLoadFailure({ error, failedMessage, notFound }: StudentLoadFailureProps) {
  const userState = useAppSelector(selectUserState);
  const status = statusOf(error);
  if (status === 403) {
    const body = apiErrorBody(error);
    return <AccessDenied userState={userState} note={body?.detail ?? body?.error} />;
  }
  if (status === 404 && notFound) {
    return (
      <ErrorPage
        title={notFound.title}
        message={notFound.message}
        linkLabel="Back to My Courses"
        linkTo="/user/courses"
      />
    );
  }
  return <LoadFailedAlert message={networkErrorMessage(error) ?? failedMessage} />;
}
