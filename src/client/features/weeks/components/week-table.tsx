import { Badge } from '@chakra-ui/react';
import type { Week } from '../../../../shared/contract';
import { AppLink, EditLink } from '../../../components/app-link';
import { type DataColumn, DataTable, RowActions } from '../../../components/data-table';
import { weekLabel } from '../../../lib/breadcrumb-entities';
import { paths } from '../../../lib/paths';
import { weekDatesLabel } from '../week-dates';
import { DeleteWeekButton } from './delete-week-button';

const COLUMNS: DataColumn<Week>[] = [
  {
    label: 'Week',
    cell: (week) => (
      <>
        <AppLink to={paths.weekDetail(week.id)}>{weekLabel(week)}</AppLink>
        {week.is_active && (
          <Badge ms="2" colorPalette="green">
            Active Week
          </Badge>
        )}
      </>
    ),
  },
  { label: 'Dates', cell: (week) => weekDatesLabel(week) ?? 'No dates' },
  {
    label: 'Actions',
    actions: true,
    cell: (week) => (
      <RowActions>
        <EditLink to={paths.editWeek(week.id)} name={weekLabel(week)} />
        <DeleteWeekButton week={week} />
      </RowActions>
    ),
  },
];

/** Weeks in number order, each leading to its detail page; 'Active Week' marks today's (section 2). */
export function WeekTable({ weeks, caption }: { weeks: Week[]; caption: string }) {
  return <DataTable label={caption} rows={weeks} columns={COLUMNS} />;
}
