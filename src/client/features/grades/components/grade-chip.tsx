import { Badge } from '@chakra-ui/react';
import { GRADE_TONE_PALETTE, reviewGradeColor } from '../../../lib/release-rules';

/** A grade as 'N/100', coloured by the review screen's thresholds (section 4: 90/80/70). */
export function GradeChip({ grade }: { grade: number | null }) {
  if (grade == null) return <Badge>Feedback only</Badge>;
  const tone = reviewGradeColor(grade);
  return (
    <Badge colorPalette={GRADE_TONE_PALETTE[tone]} data-tone={tone}>
      {grade}/100
    </Badge>
  );
}
