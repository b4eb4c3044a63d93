import { paths } from '../lib/paths';
import { ErrorPage } from './error-page';

/** Section 2: any unmatched path. Home is '/', which sends each person where their state allows. */
export function NotFoundPage() {
  return (
    <ErrorPage
      title="Page not found"
      message="There is nothing at this address. It may have moved, or the link may be mistyped."
      linkLabel="Go to the home page"
      linkTo={paths.root()}
    />
  );
}
