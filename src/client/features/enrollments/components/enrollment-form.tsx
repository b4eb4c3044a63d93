import { Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { Course, User } from '../../../../shared/contract';
import { shownName } from '../../../../shared/rules/account';
import { toaster } from '../../../components/app-toaster';
import { FormActions } from '../../../components/form-actions';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { errorMessage, type QueryError } from '../../../lib/api-error-message';
import { type FormProblems, hasProblems } from '../../../lib/form-problems';
import type { CourseChoices } from '../course-choices';
import { type EnrollmentField, enrollmentProblems, enrollmentSummary } from '../enrollment-rules';
import { useCreateEnrollmentsMutation } from '../enrollments-api';
import { CourseSelect } from './course-select';
import { type EnrollmentOutcome, EnrollmentResult } from './enrollment-result';
import { StudentChecklist } from './student-checklist';

interface EnrollmentFormProps {
  courses: Course[];
  courseById: CourseChoices['courseById'];
  students: User[];
  initialCourseId: number | null;
  onCancel: () => void;
}

/** One course and one or many students; the answer says who was enrolled and who already was. */
export function EnrollmentForm(props: EnrollmentFormProps) {
  const { courses, courseById, students, initialCourseId, onCancel } = props;
  const [courseId, setCourseId] = useState(initialCourseId);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [problems, setProblems] = useState<FormProblems<EnrollmentField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<EnrollmentOutcome | null>(null);
  const [createEnrollments, { isLoading: sending }] = useCreateEnrollmentsMutation();
  const nameOf = (id: number) => {
    const student = students.find((candidate) => candidate.id === id);
    return student ? shownName(student) : `Student ${id}`;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = enrollmentProblems(courseId, [...selected]);
    setProblems(found);
    setFailure(null);
    const course = courseById(courseId);
    if (hasProblems(found) || !course) return;
    const result = await createEnrollments({ course_id: course.id, user_ids: [...selected] });
    if ('error' in result) {
      return setFailure(errorMessage(result.error as QueryError, 'error', 'Failed to enroll students'));
    }
    const summary = enrollmentSummary(result.data, course.title, nameOf);
    toaster.create({ type: 'success', ...summary });
    setOutcome({ ...summary, courseId: course.id });
    setSelected(new Set());
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="New enrollment">
      <Stack gap="5">
        <FormErrorAlert message={failure} />
        {outcome && <EnrollmentResult outcome={outcome} />}
        <CourseSelect courses={courses} value={courseId} onChange={setCourseId} error={problems.course} />
        <StudentChecklist
          students={students}
          selected={selected}
          onChange={setSelected}
          error={problems.students}
        />
        <FormActions submitLabel="Enroll students" sending={sending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
