import type { Week } from '../../../../shared/contract';
import { DeleteWithSubmissionsButton } from '../../../components/delete-with-submissions-button';
import { weekLabel } from '../../../lib/breadcrumb-entities';
import { useDeleteWeekMutation } from '../weeks-api';

/** A week takes its lessons and assignments with it. */
export function DeleteWeekButton({ week, onDeleted }: { week: Week; onDeleted?: () => void }) {
  const [deleteWeek] = useDeleteWeekMutation();
  const label = weekLabel(week);
  return (
    <DeleteWithSubmissionsButton
      kind="week"
      name={label}
      deletedMessage={`${label} deleted.`}
      consequence="Its lessons and assignments are deleted with it."
      remove={(confirmed) => deleteWeek({ id: week.id, confirmed })}
      onDeleted={onDeleted}
    />
  );
}
