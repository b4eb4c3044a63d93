import { Card, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { FEEDBACK_GENERAL, FEEDBACK_SUMMARY } from '../../../../../mocks/fixtures/feedback';
import { PageHeader } from '../../../components/page-header';
import { FeedbackSummaryCard } from '../../essay-viewer';
import { GradeChip } from '../../grades';
import { DraftStatusBadge, ReviewStateBadge } from '../../grading-desk';
import { DEMO_SCREENS, demoHref } from '../demo-screens';

const SAMPLE_GRADES = [94, 84, 73, 58, null];

function Showcase({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Heading as="h2" size="lg" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** /demo (section 2: UI Showcase): the way into every demo screen, and a few pieces of the product. */
export function UiShowcasePage() {
  return (
    <Stack gap="8">
      <PageHeader
        title="UI Showcase"
        description="Look around Margin as a student and as an instructor, without signing in. Each screen below is the real one, filled with sample data."
      />
      <Showcase id="demo-screens-heading" title="Demo screens">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
          {DEMO_SCREENS.map((screen) => (
            <Card.Root as="li" key={screen.path} size="sm">
              <Card.Body gap="1">
                <Link asChild fontWeight="semibold">
                  <RouterLink to={demoHref(screen)}>{screen.title}</RouterLink>
                </Link>
                <Text textStyle="sm" color="fg.muted">
                  {screen.role === 'admin' ? 'Instructor' : 'Student'} · {screen.description}
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Showcase>
      <Showcase id="grade-chips-heading" title="Grade chips">
        <HStack gap="3" wrap="wrap">
          {SAMPLE_GRADES.map((grade) => (
            <GradeChip key={grade ?? 'none'} grade={grade} />
          ))}
        </HStack>
      </Showcase>
      <Showcase id="status-badges-heading" title="Status badges">
        <HStack gap="3" wrap="wrap">
          <ReviewStateBadge state="awaiting" />
          <ReviewStateBadge state="saved" />
          <ReviewStateBadge state="released" />
          <DraftStatusBadge status="running" />
          <DraftStatusBadge status="ready" />
          <DraftStatusBadge status="failed" />
        </HStack>
      </Showcase>
      <FeedbackSummaryCard
        summary={FEEDBACK_SUMMARY}
        feedback={FEEDBACK_GENERAL}
        suggestedGrade={FEEDBACK_SUMMARY.suggested_grade}
        grade={84}
        checkedAt={FEEDBACK_SUMMARY.feedback_generated_at}
      />
    </Stack>
  );
}
