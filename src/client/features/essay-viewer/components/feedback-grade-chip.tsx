import { Badge } from '@chakra-ui/react';
import { feedbackGradeColor, GRADE_TONE_PALETTE } from '../../../lib/release-rules';

interface FeedbackGradeChipProps {
  grade: number;
  /** Shown before the grade, e.g. 'Grade' or 'Final grade'; none for the bare percentage. */
  label?: string;
  /** Section 9: a grade reads 'N/100' or 'N%'. */
  format?: 'outOf100' | 'percent';
}

/** Feedback detail and summary chips, coloured by section 4's 80/60 rule. */
export function FeedbackGradeChip({ grade, label, format = 'outOf100' }: FeedbackGradeChipProps) {
  const tone = feedbackGradeColor(grade);
  const value = format === 'percent' ? `${grade}%` : `${grade}/100`;
  return (
    <Badge colorPalette={GRADE_TONE_PALETTE[tone]} data-tone={tone} size="lg">
      {label ? `${label}: ${value}` : value}
    </Badge>
  );
}
