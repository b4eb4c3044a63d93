import { Button } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';

/** Back to the assignment's week when it is known (section 2's week link), else one step back. */
export function ReviewBackButton({ weekId, courseId }: { weekId?: number; courseId?: number }) {
  const navigate = useNavigate();
  if (weekId && courseId) {
    return (
      <Button asChild variant="ghost" size="sm" alignSelf="flex-start">
        <RouterLink to={paths.studentWeek(weekId, { course_id: courseId })}>← Back</RouterLink>
      </Button>
    );
  }
  return (
    <Button variant="ghost" size="sm" alignSelf="flex-start" onClick={() => navigate(-1)}>
      ← Back
    </Button>
  );
}
