import { Stack } from '@chakra-ui/react';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, LoadFailedAlert } from '../../../components/query-states';
import { SectionCard } from '../../../components/section-card';
import { useListLtiPlatformsQuery } from '../lti-api';
import { PlatformList } from './platform-list';
import { RegisterPlatformForm } from './register-platform-form';
import { ToolValuesCard } from './tool-values-card';

/** /admin/lti: the site administrator connects LMSs to Margin (LTI 1.3), both ways. */
export function LtiPlatformsPage() {
  return (
    <Stack gap="8">
      <PageHeader
        title="LMS connections"
        description="Students and instructors open Margin from a registered LMS, signed in and in the right course."
      />
      <ToolValuesCard />
      <RegisteredPlatforms />
      <RegisterPlatformForm />
    </Stack>
  );
}

function RegisteredPlatforms() {
  const { data: platforms, isLoading, isError, refetch } = useListLtiPlatformsQuery();
  return (
    <SectionCard headingId="lti-platforms-heading" title="Registered LMSs">
      {isLoading && <LoadingSpinner label="Loading the registered LMSs…" />}
      {isError && <LoadFailedAlert message="Failed to fetch the registered LMSs" onRetry={refetch} />}
      {!isError && platforms?.length === 0 && (
        <EmptyState>No LMS is registered yet. Register one below to let it open Margin.</EmptyState>
      )}
      {!isError && platforms && platforms.length > 0 && <PlatformList platforms={platforms} />}
    </SectionCard>
  );
}
