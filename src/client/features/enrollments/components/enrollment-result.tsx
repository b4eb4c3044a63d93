import { Alert, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths';

export interface EnrollmentOutcome {
  title: string;
  description?: string;
  courseId: number;
}

/** Stays on the page after the toast has gone, so the already-enrolled names can be read at leisure. */
export function EnrollmentResult({ outcome }: { outcome: EnrollmentOutcome }) {
  return (
    <Alert.Root status="success" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{outcome.title}</Alert.Title>
        {outcome.description && <Alert.Description>{outcome.description}</Alert.Description>}
        <Link asChild fontWeight="medium" textDecoration="underline">
          <RouterLink to={paths.enrollments({ course: outcome.courseId })}>See who is enrolled</RouterLink>
        </Link>
      </Alert.Content>
    </Alert.Root>
  );
}
