import { paths } from '../lib/paths';
import { ErrorPage } from './error-page';

/** Section 2: the /auth/404 error page of the auth area. */
export function AuthErrorPage() {
  return (
    <ErrorPage
      title="404: page not found"
      message="This sign-in page does not exist."
      linkLabel="Back to sign in"
      linkTo={paths.login()}
    />
  );
}
