import { Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { LoadFailedAlert } from '../../../components/query-states';
import { UnlessMissing } from '../../../components/unless-missing';
import { withIdParam } from '../../../components/with-id-param';
import { paths } from '../../../lib/paths';
import { useGetLtiContentRequestQuery } from '../lti-api';
import { ContentPickForm } from './content-pick-form';

/** Where the browser carries the signed answer back to the LMS (a page of the server, not of the app). */
const CONTENT_RETURN_URL = '/lti/content-return';

/**
 * /admin/lti/content/:id: an instructor who chose "add content" in the LMS course picks the course's
 * assignments (or makes one) to place there. Once placed, the browser posts the single-use token to the
 * server, whose page hands the LMS its signed answer; the LMS then shows its course again.
 */
function ContentPickerPage({ id }: { id: number }) {
  const { data: request, error, isLoading, refetch } = useGetLtiContentRequestQuery(id);
  const [returnToken, setReturnToken] = useState<string | null>(null);
  const returnForm = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (returnToken) returnForm.current?.submit();
  }, [returnToken]);

  return (
    <UnlessMissing
      error={error}
      title="This request has ended"
      backLabel="Go to your dashboard"
      backTo={paths.adminDashboard()}
    >
      <Stack gap="6">
        <PageHeader
          title="Add assignments to your LMS course"
          context={request?.course_title}
          description="Each assignment you add becomes a link in the LMS course that opens it in Margin, with a grade book column out of 100 that Margin fills when you release feedback."
        />
        {isLoading && <LoadingSpinner label="Loading the course's assignments…" />}
        {error && <LoadFailedAlert message="Failed to fetch the course's assignments" onRetry={refetch} />}
        {request && !returnToken && <ContentPickForm request={request} onPlaced={setReturnToken} />}
        {returnToken && (
          <form ref={returnForm} method="post" action={CONTENT_RETURN_URL}>
            <input type="hidden" name="return_token" value={returnToken} />
            <Text role="status">Sending the assignments to your course…</Text>
          </form>
        )}
      </Stack>
    </UnlessMissing>
  );
}

export const LtiContentPickerPage = withIdParam(ContentPickerPage);
