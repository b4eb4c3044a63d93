import { Box, DataList, Flex, Heading, List, Stack } from '@chakra-ui/react';
import type { LtiPlatform } from '../../../../shared/contract';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { mutationSucceeded } from '../../../components/mutation-succeeded';
import { formatDate } from '../../../lib/date-format';
import { useDeleteLtiPlatformMutation } from '../lti-api';

/**
 * The LMSs that may launch Margin, each with its registration's values. One block each rather than a
 * table: issuers and ids are long addresses, which wrap anywhere instead of widening the page.
 */
export function PlatformList({ platforms }: { platforms: readonly LtiPlatform[] }) {
  return (
    <List.Root variant="plain" gap="4" aria-label="Registered LMSs">
      {platforms.map((platform) => (
        <List.Item key={platform.id} display="block">
          <PlatformEntry platform={platform} />
        </List.Item>
      ))}
    </List.Root>
  );
}

function PlatformEntry({ platform }: { platform: LtiPlatform }) {
  return (
    <Box as="article" borderWidth="1px" rounded="md" p="4" aria-label={platform.issuer}>
      <Stack gap="3">
        <Flex justify="space-between" align="start" gap="3" wrap="wrap">
          <Heading as="h3" size="md" wordBreak="break-all" minW="0">
            {platform.issuer}
          </Heading>
          <DeletePlatform platform={platform} />
        </Flex>
        <DataList.Root orientation="horizontal" size="sm">
          <DataList.Item>
            <DataList.ItemLabel>Client id</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-all" minW="0">
              {platform.client_id}
            </DataList.ItemValue>
          </DataList.Item>
          <ListedValues label="Deployment ids" values={platform.deployment_ids} />
          {platform.frame_origins.length > 0 && (
            <ListedValues label="Other addresses" values={platform.frame_origins} />
          )}
          <DataList.Item>
            <DataList.ItemLabel>Added</DataList.ItemLabel>
            <DataList.ItemValue>{formatDate(platform.created_at)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Stack>
    </Box>
  );
}

/** A term whose value is a list of long strings (ids, addresses), one a line, wrapping anywhere. */
function ListedValues({ label, values }: { label: string; values: readonly string[] }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue minW="0">
        <List.Root variant="plain" wordBreak="break-all" aria-label={label}>
          {values.map((value) => (
            <List.Item key={value}>{value}</List.Item>
          ))}
        </List.Root>
      </DataList.ItemValue>
    </DataList.Item>
  );
}

function DeletePlatform({ platform }: { platform: LtiPlatform }) {
  const [deletePlatform] = useDeleteLtiPlatformMutation();
  const remove = async () =>
    mutationSucceeded(await deletePlatform(platform.id), 'The LMS could not be deleted.');
  return (
    <ConfirmDeleteButton
      kind="LMS registration"
      name={`${platform.issuer} (client id ${platform.client_id})`}
      consequence="Launches from this LMS stop; accounts and courses it linked stay."
      remove={remove}
    />
  );
}
