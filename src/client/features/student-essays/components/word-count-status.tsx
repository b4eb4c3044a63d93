import { Text } from '@chakra-ui/react';
import type { WordCountReport } from '../essay-words';

/**
 * "N words · 300–800 words · N more words needed", announced politely so that a screen reader hears
 * the count without being interrupted while typing.
 */
export function WordCountStatus({ report }: { report: WordCountReport }) {
  const parts = [report.countText, report.limitText, report.gapText].filter(Boolean);
  const outside = report.check === 'below' || report.check === 'above';
  return (
    <Text aria-live="polite" aria-atomic="true" color={outside ? 'fg.error' : 'fg.muted'} textStyle="sm">
      {parts.join(' · ')}
    </Text>
  );
}
