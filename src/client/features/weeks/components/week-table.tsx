import { Badge, HStack, Link, Table, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { Week } from '../../../../shared/contract';
import { weekLabel } from '../../../lib/breadcrumb-entities';
import { DeleteWeekButton } from './delete-week-button';

const datesOf = (week: Week) =>
  week.starts_on || week.ends_on ? `${week.starts_on ?? '…'} to ${week.ends_on ?? '…'}` : 'No dates';

/** Weeks in number order, each leading to its detail page; 'Active Week' marks today's (section 2). */
export function WeekTable({ weeks, caption }: { weeks: Week[]; caption: string }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root aria-label={caption}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Week</Table.ColumnHeader>
            <Table.ColumnHeader>Dates</Table.ColumnHeader>
            <Table.ColumnHeader>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {weeks.map((week) => (
            <Table.Row key={week.id}>
              <Table.Cell>
                <Link asChild>
                  <RouterLink to={`/admin/apps/weeks/detail/${week.id}`}>{weekLabel(week)}</RouterLink>
                </Link>
                {week.is_active && (
                  <Badge ms="2" colorPalette="green">
                    Active Week
                  </Badge>
                )}
              </Table.Cell>
              <Table.Cell>{datesOf(week)}</Table.Cell>
              <Table.Cell>
                <HStack>
                  <Link asChild>
                    <RouterLink to={`/admin/apps/weeks/edit/${week.id}`}>
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
    </Table.ScrollArea>
  );
}
