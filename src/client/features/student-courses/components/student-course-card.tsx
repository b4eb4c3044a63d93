import { Button, Card, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { StudentCourse } from '../../../../shared/contract';
import { AppLink } from '../../../components/app-link';
import { paths } from '../../../lib/paths';
import { countOf } from '../../../lib/wording';

/** One enrolled course: where it stands for this student and a way into this week's work. */
export function StudentCourseCard({ course }: { course: StudentCourse }) {
  return (
    <Card.Root as="article" aria-labelledby={`course-${course.id}-title`}>
      <Card.Header>
        <Heading as="h2" size="lg" id={`course-${course.id}-title`}>
          <AppLink to={paths.studentCourse(course.id)}>{course.title}</AppLink>
        </Heading>
      </Card.Header>
      <Card.Body gap="2">
        <Text color="fg.muted">{course.description || 'No description.'}</Text>
        <Text>{countOf(course.week_count, 'week')}</Text>
        <Text>
          {course.completed_count} of {course.assignment_count} assignments completed
        </Text>
      </Card.Body>
      {course.active_week_id !== null && (
        <Card.Footer>
          <Button asChild size="sm">
            <RouterLink to={paths.studentWeek(course.active_week_id, { course_id: course.id })}>
              Go to the active week
            </RouterLink>
          </Button>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
