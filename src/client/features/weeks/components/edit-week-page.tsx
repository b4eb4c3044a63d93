import type { Week, WeekBody } from '../../../../shared/contract';
import { EditEntityPage } from '../../../components/edit-entity-page';
import { paths } from '../../../lib/paths';
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
  const [updateWeek] = useUpdateWeekMutation();
  return (
    <EditEntityPage<Week, WeekBody>
      noun="week"
      lookup={useGetWeekQuery(id)}
      save={(body) => updateWeek({ id, body }).unwrap()}
      returnTo={paths.weekDetail(id)}
      whenMissing={{ backLabel: 'Back to Weeks', backTo: paths.weeks() }}
      form={(week, actions) => (
        <WeekForm initial={draftOf(week)} label="Week details" submitLabel="Save week" {...actions} />
      )}
    />
  );
}
