import { Button, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { LtiTool } from '../../../../shared/contract';
import { toaster } from '../../../components/app-toaster';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { mutationSucceeded } from '../../../components/mutation-succeeded';
import { LoadFailedAlert } from '../../../components/query-states';
import { SectionCard } from '../../../components/section-card';
import { formatDateTime } from '../../../lib/date-format';
import { useGetLtiToolQuery, useRotateLtiKeyMutation } from '../lti-api';
import { CopyValue } from './copy-value';

const TOOL_VALUES: [keyof LtiTool, string][] = [
  ['login_url', 'Login URL'],
  ['launch_url', 'Launch URL'],
  ['deep_linking_url', 'Deep linking URL'],
  ['jwks_url', 'JWKS URL'],
];

/** What the site administrator pastes into the LMS when adding Margin to it as a tool. */
export function ToolValuesCard() {
  const { data: tool, isLoading, isError, refetch } = useGetLtiToolQuery();
  return (
    <SectionCard
      headingId="lti-tool-heading"
      title="Margin's values for your LMS"
      header={<Text color="fg.muted">Paste these into the LMS where it asks for the tool's details.</Text>}
    >
      {isLoading && <LoadingSpinner label="Loading Margin's values…" />}
      {isError && (
        <LoadFailedAlert message="Failed to fetch Margin's values for your LMS" onRetry={refetch} />
      )}
      {tool && (
        <Stack gap="6">
          <DataList.Root orientation="vertical" gap="4">
            {TOOL_VALUES.map(([key, label]) => (
              <CopyValue key={key} label={label} value={tool[key]} />
            ))}
          </DataList.Root>
          <SigningKey tool={tool} />
        </Stack>
      )}
    </SectionCard>
  );
}

/** The key Margin signs with; a new one is served beside the previous, so LMSs keep working. */
function SigningKey({ tool }: { tool: LtiTool }) {
  const [asking, setAsking] = useState(false);
  const [rotate, { isLoading }] = useRotateLtiKeyMutation();

  const confirm = async () => {
    const result = await rotate();
    setAsking(false);
    if (!mutationSucceeded(result, 'The new signing key could not be made.')) return;
    toaster.create({ type: 'success', title: `Margin now signs with the key ${result.data.key_id}.` });
  };

  return (
    <Stack gap="3">
      <DataList.Root orientation="vertical">
        <DataList.Item>
          <DataList.ItemLabel>Signing key</DataList.ItemLabel>
          <DataList.ItemValue flexDirection="column" alignItems="start" gap="1" minW="0">
            <Text fontFamily="mono" wordBreak="break-all">
              {tool.key_id}
            </Text>
            <Text color="fg.muted" textStyle="sm">
              Made {formatDateTime(tool.key_created_at)}
            </Text>
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <HStack>
        <Button size="sm" variant="outline" onClick={() => setAsking(true)}>
          Make a new signing key
        </Button>
      </HStack>
      <ConfirmDialog
        open={asking}
        title="Make a new signing key?"
        confirmLabel="Make a new key"
        tone="neutral"
        busy={isLoading}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      >
        <Text>
          Margin signs with the new key from now on. LMSs keep working: the JWKS URL serves the previous key
          too, so nothing needs to change in them.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
