import { Text } from '@chakra-ui/react';
import { formatDateTime, formatTime } from '../../../lib/date-format';

/** Says the essay is safe on this device: when it was last saved, or which draft was restored. */
export function DraftStatus({
  savedAt,
  restoredFrom,
}: {
  savedAt: string | null;
  restoredFrom: string | null;
}) {
  if (savedAt) {
    return (
      <Text textStyle="sm" color="fg.muted">
        Draft saved at <time dateTime={savedAt}>{formatTime(savedAt)}</time>
      </Text>
    );
  }
  if (!restoredFrom) return null;
  return (
    <Text textStyle="sm" color="fg.muted">
      Restored your draft from <time dateTime={restoredFrom}>{formatDateTime(restoredFrom)}</time>
    </Text>
  );
}
