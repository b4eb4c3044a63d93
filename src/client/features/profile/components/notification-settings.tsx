import { Button, Card, Checkbox, Heading, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { NotificationKind, NotificationSettings } from '../../../../shared/contract';
import { toaster } from '../../../components/app-toaster';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { LoadFailedAlert } from '../../../components/query-states';
import { saveOutcome } from '../../../lib/save-outcome';
import { useGetNotificationSettingsQuery, useUpdateNotificationSettingsMutation } from '../profile-api';

/**
 * What each kind of e-mail is about, in the reader's words, for whom it is sent: students hear that
 * their feedback is out, instructors that a revision came in, and both of replies.
 */
const KINDS: { kind: NotificationKind; label: string; for: 'students' | 'instructors' | 'everyone' }[] = [
  { kind: 'released', label: 'Feedback on my essays is released', for: 'students' },
  { kind: 'replies', label: 'Someone replies under a comment', for: 'everyone' },
  { kind: 'revisions', label: 'A student hands in a revision', for: 'instructors' },
];

function SettingsForm({ saved, instructor }: { saved: NotificationSettings; instructor: boolean }) {
  const [settings, setSettings] = useState(saved);
  const [failure, setFailure] = useState<string | null>(null);
  const [update, { isLoading: sending }] = useUpdateNotificationSettingsMutation();
  const reader = instructor ? 'instructors' : 'students';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await saveOutcome(
      () => update(settings).unwrap(),
      'Your e-mail settings could not be saved.',
    );
    setFailure(outcome?.message ?? null);
    if (!outcome) toaster.create({ type: 'success', title: 'E-mail settings saved.' });
  };
  return (
    <form onSubmit={submit} aria-label="E-mail me when" noValidate>
      <Stack gap="3">
        <FormErrorAlert message={failure} />
        {KINDS.filter((entry) => entry.for === 'everyone' || entry.for === reader).map(({ kind, label }) => (
          <Checkbox.Root
            key={kind}
            checked={settings[kind]}
            onCheckedChange={(details) => setSettings({ ...settings, [kind]: details.checked === true })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
        <Button type="submit" alignSelf="flex-start" loading={sending} disabled={sending}>
          Save e-mail settings
        </Button>
      </Stack>
    </form>
  );
}

/** The profile's e-mail settings: which messages about essays this person receives. */
export function NotificationSettingsCard({ instructor }: { instructor: boolean }) {
  const { data, isLoading, isError, refetch } = useGetNotificationSettingsQuery();
  return (
    <Card.Root as="section" aria-labelledby="notification-settings-heading">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" size="md" id="notification-settings-heading">
            E-mail me when
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            Messages about your account, such as its approval, are always sent.
          </Text>
        </Stack>
        {isLoading && <LoadingSpinner label="Loading your e-mail settings…" />}
        {isError && <LoadFailedAlert message="Your e-mail settings could not be loaded." onRetry={refetch} />}
        {data && <SettingsForm saved={data} instructor={instructor} />}
      </Card.Body>
    </Card.Root>
  );
}
