import { Card, Heading, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { StudentWeekSummary } from '../../../../shared/contract';
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
            <Link asChild>
              <RouterLink to={paths.studentWeek(week.id, { course_id: week.course_id })}>{label}</RouterLink>
            </Link>
          </Heading>
          {week.is_active && <ActiveWeekChip />}
        </HStack>
        <WeekStatisticsList statistics={week.statistics} label={`Statistics for ${label}`} />
      </Card.Body>
    </Card.Root>
  );
}
