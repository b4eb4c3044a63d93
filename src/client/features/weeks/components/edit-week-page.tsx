import { Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import type { Week, WeekBody } from '../../../../shared/contract';
import { toaster } from '../../../components/app-toaster';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { LoadFailedAlert } from '../../../components/query-states';
import { paths } from '../../../lib/paths';
import { saveOutcome } from '../../../lib/save-outcome';
import { useGetWeekQuery, useUpdateWeekMutation } from '../weeks-api';
import { WeekForm } from './week-form';

const draftOf = (week: Week) => ({
  week_number: String(week.week_number),
  title: week.title,
  starts_on: week.starts_on ?? '',
  ends_on: week.ends_on ?? '',
});

/** /admin/apps/weeks/edit/{id} (section 2: Edit Week, id passed as a prop). */
export function EditWeekPage({ id }: { id: number }) {
  const navigate = useNavigate();
  const { data: week, isLoading, isError } = useGetWeekQuery(id);
  const [updateWeek] = useUpdateWeekMutation();
  const detail = paths.weekDetail(id);

  const onSave = async (body: WeekBody) => {
    const outcome = await saveOutcome(() => updateWeek({ id, body }).unwrap(), 'Failed to update week');
    if (!outcome) {
      toaster.create({ type: 'success', title: 'Week saved.' });
      navigate(detail);
    }
    return outcome;
  };

  return (
    <Stack gap="6">
      <PageHeader title="Edit Week" />
      {isLoading && <LoadingSpinner label="Loading the week…" />}
      {isError && <LoadFailedAlert message="Failed to load the week" />}
      {week && (
        <WeekForm
          initial={draftOf(week)}
          label="Week details"
          submitLabel="Save week"
          onSave={onSave}
          onCancel={() => navigate(detail)}
        />
      )}
    </Stack>
  );
}
