import { Badge } from '@chakra-ui/react';
import { GRADE_TONE_PALETTE, reviewGradeColor } from '../../../lib/release-rules';

/** The review screen's grade chip, coloured by section 4's 90/80/70 thresholds. */
export function ReviewGradeChip({ grade, label = 'Grade' }: { grade: number; label?: string }) {
  const tone = reviewGradeColor(grade);
  return (
    <Badge colorPalette={GRADE_TONE_PALETTE[tone]} data-tone={tone} size="lg">
      {label}: {grade}/100
    </Badge>
  );
}
