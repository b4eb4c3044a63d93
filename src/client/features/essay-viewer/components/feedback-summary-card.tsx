import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { StructuredFeedback } from '../../../../shared/contract/feedback';
import { SectionCard } from '../../../components/section-card';
import { formatDateTime, relativeTime } from '../../../lib/date-format';
import { hasSummaryContent } from '../structured-feedback';
import { FeedbackGradeChip } from './feedback-grade-chip';

interface FeedbackSummaryCardProps {
  /** The parsed structured feedback, or null when there is none or it could not be read (section 7). */
  summary: StructuredFeedback | null;
  /** The plain general feedback, shown whether or not there is a structured summary. */
  feedback: string | null;
  suggestedGrade: number | null;
  grade: number | null;
  /** When the feedback was checked: feedback_generated_at, else graded_at. */
  checkedAt: string | null;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="2">
      <Heading as="h3" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Points({ title, points }: { title: string; points: string[] }) {
  return (
    <Section title={`${title} (${points.length})`}>
      <Box as="ul" ps="5" listStyleType="disc">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </Box>
    </Section>
  );
}

/** Section 2's feedback summary: the instructor's overall view, strengths and what to improve. */
export function FeedbackSummaryCard({
  summary,
  feedback,
  suggestedGrade,
  grade,
  checkedAt,
}: FeedbackSummaryCardProps) {
  const suggested = summary?.suggested_grade ?? suggestedGrade;
  const general = feedback?.trim();
  return (
    <SectionCard
      headingId="feedback-summary-heading"
      title="Feedback Summary"
      header={
        <>
          <HStack gap="2" wrap="wrap" pt="2">
            {suggested != null && <FeedbackGradeChip grade={suggested} label="Suggested grade" />}
            {grade != null && <FeedbackGradeChip grade={grade} label="Final grade" />}
          </HStack>
          {checkedAt && (
            <Text textStyle="sm" color="fg.muted">
              Checked{' '}
              <time dateTime={checkedAt} title={formatDateTime(checkedAt)}>
                {relativeTime(checkedAt)}
              </time>
            </Text>
          )}
        </>
      }
    >
      <Stack gap="5">
        {hasSummaryContent(summary) ? (
          <>
            {summary.overall_feedback.trim() && (
              <Section title="Overall Assessment">
                <Text whiteSpace="pre-line">{summary.overall_feedback}</Text>
              </Section>
            )}
            {summary.strengths.length > 0 && <Points title="Strengths" points={summary.strengths} />}
            {summary.areas_for_improvement.length > 0 && (
              <Points title="Areas for Improvement" points={summary.areas_for_improvement} />
            )}
            {summary.encouragement.trim() && <Text fontStyle="italic">{summary.encouragement}</Text>}
          </>
        ) : (
          <Text color="fg.muted">No detailed feedback summary available</Text>
        )}
        {general && (
          <Section title="General Feedback">
            <Text whiteSpace="pre-line">{general}</Text>
          </Section>
        )}
      </Stack>
    </SectionCard>
  );
}
