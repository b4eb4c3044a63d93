import { Badge, Button, Checkbox, Field, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { CourseDetail, StaffMember, StaffRole } from '../../../../shared/contract/courses';
import { toaster } from '../../../components/app-toaster';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { mutationSucceeded } from '../../../components/mutation-succeeded';
import { SectionCard } from '../../../components/section-card';
import {
  useAddCourseStaffMutation,
  useGetCourseQuery,
  useGetInstructorAccountsQuery,
  useRemoveCourseStaffMutation,
  useUpdateCourseMutation,
} from '../courses-api';
import { isLastInstructor, staffCandidates } from '../staff-rules';

const ROLE_LABEL: Record<StaffRole, string> = { instructor: 'Instructor', assistant: 'Assistant' };

/**
 * Who teaches the course with its creator: co-teachers manage it, assistants grade and comment, and
 * edit or release only where the instructors allow it here. An assistant sees the list only.
 */
export function CourseStaffCard({ id }: { id: number }) {
  const { data: course } = useGetCourseQuery(id);
  if (!course) return null;
  const manages = course.my_role !== 'assistant';
  return (
    <SectionCard
      headingId="course-staff-heading"
      title="Staff"
      header={
        <Text color="fg.muted">
          {manages
            ? 'Colleagues who teach this course with you. Instructors manage it; assistants grade and comment.'
            : 'You assist in this course: you grade and comment; its instructors choose what else you may do.'}
        </Text>
      }
    >
      <Stack gap="6">
        <StaffList course={course} manages={manages} />
        {manages && <AddStaffForm course={course} />}
        {manages && <AssistantRights course={course} />}
      </Stack>
    </SectionCard>
  );
}

function StaffList({ course, manages }: { course: CourseDetail; manages: boolean }) {
  const [removeStaff, { isLoading: removing }] = useRemoveCourseStaffMutation();
  const [leaving, setLeaving] = useState<StaffMember | null>(null);
  if (course.staff.length === 0) {
    return <Text>Nobody else teaches this course yet.</Text>;
  }
  const remove = async () => {
    if (!leaving) return;
    const result = await removeStaff({ id: course.id, userId: leaving.user_id });
    setLeaving(null);
    if (!mutationSucceeded(result, 'Failed to remove the member of staff')) return;
    toaster.create({ type: 'success', title: `${leaving.display_name} no longer teaches this course.` });
  };
  return (
    <>
      <Stack as="ul" gap="3" listStyleType="none" aria-label="Staff of the course">
        {course.staff.map((member) => (
          <HStack as="li" key={member.user_id} justify="space-between" gap="3" wrap="wrap">
            <Stack gap="0" minW="0">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="medium">{member.display_name}</Text>
                <Badge colorPalette={member.role === 'instructor' ? 'blue' : 'gray'}>
                  {ROLE_LABEL[member.role]}
                </Badge>
              </HStack>
              <Text color="fg.muted" fontSize="sm" wordBreak="break-word">
                {member.username} · {member.email}
              </Text>
            </Stack>
            {manages && !isLastInstructor(course.staff, member) && (
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                aria-label={`Remove ${member.display_name} from the staff`}
                onClick={() => setLeaving(member)}
              >
                Remove
              </Button>
            )}
          </HStack>
        ))}
      </Stack>
      <ConfirmDialog
        open={leaving !== null}
        title="Remove from the staff?"
        confirmLabel="Remove"
        busy={removing}
        tone="danger"
        onConfirm={remove}
        onClose={() => setLeaving(null)}
      >
        <Text>
          {leaving?.display_name} will no longer see this course or grade in it. Their comments and grades
          stay.
        </Text>
      </ConfirmDialog>
    </>
  );
}

function AddStaffForm({ course }: { course: CourseDetail }) {
  const { data: accounts, isLoading, isError } = useGetInstructorAccountsQuery();
  const [addStaff, { isLoading: adding }] = useAddCourseStaffMutation();
  const [userId, setUserId] = useState<number | null>(null);
  const [role, setRole] = useState<StaffRole>('assistant');
  const candidates = staffCandidates(accounts ?? [], course.staff);
  const add = async () => {
    if (userId === null) return;
    const result = await addStaff({ id: course.id, body: { user_id: userId, role } });
    if (!mutationSucceeded(result, 'Failed to add the member of staff')) return;
    setUserId(null);
    toaster.create({
      type: 'success',
      title: `${result.data.display_name} now teaches this course as ${ROLE_LABEL[role].toLowerCase()}.`,
    });
  };
  return (
    <Stack
      as="form"
      gap="3"
      aria-label="Add a member of staff"
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <Heading as="h3" size="md">
        Add a colleague
      </Heading>
      {isError ? (
        <Text color="fg.error">
          The list of instructors could not be loaded. Reload the page to try again.
        </Text>
      ) : (
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-end' }}>
          <Field.Root maxW={{ md: 'sm' }}>
            <Field.Label>Colleague</Field.Label>
            <NativeSelect.Root disabled={isLoading || candidates.length === 0}>
              <NativeSelect.Field
                name="staff-user"
                value={userId ?? ''}
                onChange={(event) => setUserId(Number(event.target.value) || null)}
              >
                <option value="">
                  {isLoading
                    ? 'Loading instructors…'
                    : candidates.length
                      ? 'Choose an instructor'
                      : 'Every instructor already teaches here'}
                </option>
                {candidates.map((account) => (
                  <option key={account.id} value={account.id}>
                    {account.display_name} ({account.username})
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root maxW={{ md: '44' }}>
            <Field.Label>Role</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="staff-role"
                value={role}
                onChange={(event) => setRole(event.target.value as StaffRole)}
              >
                <option value="assistant">Assistant</option>
                <option value="instructor">Instructor</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button type="submit" loading={adding} disabled={userId === null}>
            Add to staff
          </Button>
        </Stack>
      )}
      <Text color="fg.muted" fontSize="sm">
        Only instructor accounts can teach. The site administrator makes an account an instructor on the Users
        page.
      </Text>
    </Stack>
  );
}

function AssistantRights({ course }: { course: CourseDetail }) {
  const [updateCourse, { isLoading: saving }] = useUpdateCourseMutation();
  const save = async (change: { assistants_may_edit?: boolean; assistants_may_release?: boolean }) => {
    const result = await updateCourse({
      id: course.id,
      body: { title: course.title, description: course.description, ...change },
    });
    if (!mutationSucceeded(result, 'Failed to change what assistants may do')) return;
    toaster.create({ type: 'success', title: 'Saved what assistants may do.' });
  };
  return (
    <Stack gap="2" as="fieldset">
      <Heading as="legend" size="md" mb="2">
        What assistants may do
      </Heading>
      <Checkbox.Root
        checked={course.assistants_may_edit}
        disabled={saving}
        onCheckedChange={(details) => save({ assistants_may_edit: details.checked === true })}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Change the course, its weeks, assignments and students</Checkbox.Label>
      </Checkbox.Root>
      <Checkbox.Root
        checked={course.assistants_may_release}
        disabled={saving}
        onCheckedChange={(details) => save({ assistants_may_release: details.checked === true })}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Release feedback to students</Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
}
