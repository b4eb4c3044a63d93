import { Card, Heading, HStack } from '@chakra-ui/react';
import type { StudentWeekSummary } from '../../../../shared/contract';
import { AppLink } from '../../../components/app-link';
import { ActiveWeekChip, WeekStatisticsList } from '../../../components/page-header';
import { weekLabel } from '../../../lib/breadcrumb-entities';
import { paths } from '../../../lib/paths';

/** A week of a student's course: its label leads to the week's content (section 2). */
export function CourseWeekCard({ week }: { week: StudentWeekSummary }) {
  const label = weekLabel(week);
  return (
    <Card.Root as="li" size="sm">
      <Card.Body gap="3">
        <HStack gap="3" wrap="wrap">
          <Heading as="h3" size="md">
            <AppLink to={paths.studentWeek(week.id, { course_id: week.course_id })}>{label}</AppLink>
          </Heading>
          {week.is_active && <ActiveWeekChip />}
        </HStack>
        <WeekStatisticsList statistics={week.statistics} label={`Statistics for ${label}`} />
      </Card.Body>
    </Card.Root>
  );
}
