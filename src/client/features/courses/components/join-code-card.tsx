import { Button, Checkbox, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatJoinCode, joinPath } from '../../../../shared/rules/join-code';
import { toaster } from '../../../components/app-toaster';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { mutationSucceeded } from '../../../components/mutation-succeeded';
import { SectionCard } from '../../../components/section-card';
import { useCreateJoinCodeMutation, useDeleteJoinCodeMutation, useGetCourseQuery } from '../courses-api';
import { mayEditCourse } from '../staff-rules';

type Asking = 'replace' | 'turn-off' | null;

/**
 * A course's join code: what the instructor reads out or writes up, and the link to share, so that
 * thirty students let themselves in. A new code stops the old one; turning joining off stops both.
 */
export function JoinCodeCard({ id }: { id: number }) {
  const { data: course } = useGetCourseQuery(id);
  const [createCode, { isLoading: making }] = useCreateJoinCodeMutation();
  const [deleteCode, { isLoading: stopping }] = useDeleteJoinCodeMutation();
  const [asking, setAsking] = useState<Asking>(null);
  if (!course || !mayEditCourse(course)) return null;
  const join = course.join;
  const link = join ? `${window.location.origin}${joinPath(join.code)}` : '';

  const make = async (body: { approves_pending?: boolean; keep_code?: boolean }, done: string) => {
    const result = await createCode({ id, body });
    setAsking(null);
    if (!mutationSucceeded(result, 'Failed to change the join code')) return;
    toaster.create({ type: 'success', title: done });
  };
  const turnOff = async () => {
    const result = await deleteCode(id);
    setAsking(null);
    if (!mutationSucceeded(result, 'Failed to turn joining off')) return;
    toaster.create({ type: 'success', title: 'Joining by code is off.' });
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toaster.create({ type: 'success', title: 'Invite link copied.' });
    } catch {
      toaster.create({ type: 'error', title: 'Could not copy. Select the link and copy it instead.' });
    }
  };

  return (
    <>
      <SectionCard
        headingId="join-code-heading"
        title="Join code"
        header={
          <Text color="fg.muted">
            Students enter the code on their dashboard, or open the link, and are enrolled in this course.
          </Text>
        }
      >
        {join ? (
          <Stack gap="4">
            <Text
              fontFamily="mono"
              fontSize={{ base: '2xl', md: '3xl' }}
              fontWeight="bold"
              letterSpacing="widest"
              aria-label={`Join code ${join.code.split('').join(' ')}`}
            >
              {formatJoinCode(join.code)}
            </Text>
            <Stack gap="2">
              <Text fontWeight="medium">Invite link</Text>
              <Code wordBreak="break-all" whiteSpace="normal" p="2">
                {link}
              </Code>
            </Stack>
            <Checkbox.Root
              checked={join.approves_pending}
              disabled={making}
              onCheckedChange={(details) =>
                make(
                  { approves_pending: details.checked === true, keep_code: true },
                  details.checked === true
                    ? 'New accounts that join with this code are approved.'
                    : 'New accounts that join with this code wait for your approval.',
                )
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Approve new accounts that join with this code</Checkbox.Label>
            </Checkbox.Root>
            <HStack gap="2" wrap="wrap">
              <Button size="sm" onClick={copy}>
                Copy invite link
              </Button>
              <Button size="sm" variant="outline" onClick={() => setAsking('replace')}>
                New code
              </Button>
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => setAsking('turn-off')}>
                Turn off joining
              </Button>
            </HStack>
          </Stack>
        ) : (
          <Stack gap="3" align="flex-start">
            <Text>Joining by code is off for this course.</Text>
            <Button size="sm" loading={making} onClick={() => make({}, 'Joining by code is on.')}>
              Turn on joining
            </Button>
          </Stack>
        )}
      </SectionCard>
      <ConfirmDialog
        open={asking === 'replace'}
        title="Make a new code?"
        confirmLabel="Make a new code"
        busy={making}
        tone="neutral"
        onConfirm={() => make({}, 'A new code is ready. The old one no longer works.')}
        onClose={() => setAsking(null)}
      >
        <Text>The current code and link stop working at once. Students already enrolled stay enrolled.</Text>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'turn-off'}
        title="Turn off joining?"
        confirmLabel="Turn off joining"
        busy={stopping}
        tone="danger"
        onConfirm={turnOff}
        onClose={() => setAsking(null)}
      >
        <Text>The code and link stop working. Students already enrolled stay enrolled.</Text>
      </ConfirmDialog>
    </>
  );
}
