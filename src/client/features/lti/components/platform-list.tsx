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
          <DataList.Item>
            <DataList.ItemLabel>Deployment ids</DataList.ItemLabel>
            <DataList.ItemValue minW="0">
              <List.Root variant="plain" wordBreak="break-all" aria-label="Deployment ids">
                {platform.deployment_ids.map((id) => (
                  <List.Item key={id}>{id}</List.Item>
                ))}
              </List.Root>
            </DataList.ItemValue>
          </DataList.Item>
          {platform.frame_origins.length > 0 && (
            <DataList.Item>
              <DataList.ItemLabel>Also shows Margin from</DataList.ItemLabel>
              <DataList.ItemValue minW="0">
                <List.Root variant="plain" wordBreak="break-all" aria-label="Also shows Margin from">
                  {platform.frame_origins.map((origin) => (
                    <List.Item key={origin}>{origin}</List.Item>
                  ))}
                </List.Root>
              </DataList.ItemValue>
            </DataList.Item>
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
