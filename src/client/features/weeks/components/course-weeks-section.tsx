import { Heading } from '@chakra-ui/react';
import type { WeekBody } from '../../../../shared/contract';
import { toaster } from '../../../components/app-toaster';
import { ListSection } from '../../../components/list-section';
import { EmptyState, LoadFailedAlert } from '../../../components/query-states';
import { saveOutcome } from '../../../lib/save-outcome';
import { weekList } from '../week-entities';
import { useCreateWeekMutation, useGetCourseWeeksQuery } from '../weeks-api';
import { WeekForm } from './week-form';
import { WeekTable } from './week-table';

const emptyDraft = { week_number: '', title: '', starts_on: '', ends_on: '' };

/** A course's weeks and the form that adds the next one. */
export function CourseWeeksSection({ courseId }: { courseId: number }) {
  const { data, isLoading, isError } = useGetCourseWeeksQuery(courseId);
  const [createWeek] = useCreateWeekMutation();

  const onSave = async (body: WeekBody) => {
    const outcome = await saveOutcome(() => createWeek({ courseId, body }).unwrap(), 'Failed to add week');
    if (!outcome) toaster.create({ type: 'success', title: `Week ${body.week_number} added.` });
    return outcome;
  };

  return (
    <ListSection
      id="weeks-heading"
      title="Weeks"
      gap="4"
      items={data && weekList.selectAll(data)}
      isLoading={isLoading}
      loadingLabel="Loading weeks…"
      failure={isError && <LoadFailedAlert message="Failed to fetch weeks" />}
      empty={<EmptyState>This course has no weeks yet.</EmptyState>}
      footer={
        <>
          <Heading as="h3" size="md">
            Add a week
          </Heading>
          <WeekForm
            initial={emptyDraft}
            label="Add a week"
            submitLabel="Add week"
            onSave={onSave}
            resetAfterSave
          />
        </>
      }
    >
      {(weeks) => <WeekTable weeks={weeks} caption="Weeks of the course" />}
    </ListSection>
  );
}
