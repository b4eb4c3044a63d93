import { Badge, HStack, Link, Table, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { Week } from '../../../../shared/contract';
import { ACTIONS_COLUMN, TableFrame } from '../../../components/table-frame';
import { weekLabel } from '../../../lib/breadcrumb-entities';
import { paths } from '../../../lib/paths';
import { weekDatesLabel } from '../week-dates';
import { DeleteWeekButton } from './delete-week-button';

const datesOf = (week: Week) => weekDatesLabel(week) ?? 'No dates';

/** Weeks in number order, each leading to its detail page; 'Active Week' marks today's (section 2). */
export function WeekTable({ weeks, caption }: { weeks: Week[]; caption: string }) {
  return (
    <TableFrame>
      <Table.Root aria-label={caption}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Week</Table.ColumnHeader>
            <Table.ColumnHeader>Dates</Table.ColumnHeader>
            <Table.ColumnHeader {...ACTIONS_COLUMN}>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {weeks.map((week) => (
            <Table.Row key={week.id}>
              <Table.Cell>
                <Link asChild>
                  <RouterLink to={paths.weekDetail(week.id)}>{weekLabel(week)}</RouterLink>
                </Link>
                {week.is_active && (
                  <Badge ms="2" colorPalette="green">
                    Active Week
                  </Badge>
                )}
              </Table.Cell>
              <Table.Cell>{datesOf(week)}</Table.Cell>
              <Table.Cell {...ACTIONS_COLUMN}>
                <HStack wrap="wrap">
                  <Link asChild>
                    <RouterLink to={paths.editWeek(week.id)}>
                      Edit<VisuallyHidden> {weekLabel(week)}</VisuallyHidden>
                    </RouterLink>
                  </Link>
                  <DeleteWeekButton week={week} />
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}
