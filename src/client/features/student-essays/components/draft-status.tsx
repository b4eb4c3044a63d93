import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatDateTime, formatTime } from '../../../lib/date-format';
import type { DraftPlace } from '../use-essay-draft';

const When = ({ at }: { at: string }) => <time dateTime={at}>{formatTime(at)}</time>;

/** The sentence for where the essay is; `savedAt` is the last save on this device. */
function placeSentence(place: DraftPlace, savedAt: string | null): ReactNode {
  switch (place.kind) {
    case 'account':
      return (
        <>
          Saved to your account <When at={place.at} />
        </>
      );
    case 'saving':
      return 'Saving to your account…';
    case 'offline':
      return (
        <>
          Saved on this device only: offline
          {savedAt && (
            <>
              {' '}
              · <When at={savedAt} />
            </>
          )}
        </>
      );
    case 'conflict':
      return 'Not saved to your account yet: choose a version below.';
    case 'local':
      return (
        savedAt && (
          <>
            Draft saved at <When at={savedAt} />
          </>
        )
      );
  }
}

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
  const sentence = placeSentence(place, savedAt);
  const restored = !savedAt && restoredFrom && (
    <>
      Restored your draft from <time dateTime={restoredFrom}>{formatDateTime(restoredFrom)}</time>
    </>
  );
  if (!sentence && !restored) return null;
  return (
    <Text textStyle="sm" color="fg.muted" role="status" aria-live="polite">
      {restored}
      {restored && sentence && '. '}
      {sentence}
    </Text>
  );
}
