import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatDateTime, formatTime } from '../../../lib/date-format';
import type { DraftPlace } from '../use-essay-draft';

const When = ({ at }: { at: string }) => <time dateTime={at}>{formatTime(at)}</time>;

/** Says where the essay is safe: in the student's account, or only on this device while offline. */
export function DraftStatus({
  place,
  savedAt,
  restoredFrom,
}: {
  place: DraftPlace;
  /** The last save on this device. */
  savedAt: string | null;
  restoredFrom: string | null;
}) {
  const onDevice = savedAt && <When at={savedAt} />;
  const sentences: Record<DraftPlace['kind'], ReactNode> = {
    account: place.kind === 'account' && (
      <>
        Saved to your account <When at={place.at} />
      </>
    ),
    saving: 'Saving to your account…',
    offline: <>Saved on this device only: offline{onDevice && <> · {onDevice}</>}</>,
    conflict: 'Not saved to your account yet: choose a version below.',
    local: savedAt ? <>Draft saved at {onDevice}</> : null,
  };
  const restored = !savedAt && restoredFrom && (
    <>
      Restored your draft from <time dateTime={restoredFrom}>{formatDateTime(restoredFrom)}</time>
    </>
  );
  const sentence = sentences[place.kind];
  if (!sentence && !restored) return null;
  return (
    <Text textStyle="sm" color="fg.muted" role="status" aria-live="polite">
      {restored}
      {restored && sentence && '. '}
      {sentence}
    </Text>
  );
}
