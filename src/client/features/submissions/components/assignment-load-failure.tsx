import { useAppSelector } from '../../../app/hooks';
import { selectUserState } from '../../../app/session';
import { AccessDenied } from '../../../components/access-denied';
import { LoadFailedAlert } from '../../../components/query-states';
import { apiErrorBody, networkErrorMessage, type QueryError } from '../../../lib/api-error-message';

const statusOf = (error: QueryError) => (error && 'status' in error ? error.status : undefined);

/**
 * Why the write page could not load: a 403 is a course that is not the student's (section 6), with
 * the server's sentence; anything else is section 8's 'Failed to load assignment details'.
 */
export function AssignmentLoadFailure({ error }: { error: QueryError }) {
  const userState = useAppSelector(selectUserState);
  if (statusOf(error) === 403) {
    const body = apiErrorBody(error);
    return <AccessDenied userState={userState} note={body?.detail ?? body?.error} />;
  }
  if (statusOf(error) === 404) return <LoadFailedAlert message="Assignment not found" />;
  return <LoadFailedAlert message={networkErrorMessage(error) ?? 'Failed to load assignment details'} />;
}
