import { Button, Table, Text } from '@chakra-ui/react';
import type { LogRecord } from '../../../../shared/contract';
import { ACTIONS_COLUMN, TableFrame } from '../../../components/table-frame';
import { formatPreciseDateTime } from '../../../lib/date-format';
import { categoryLabel, LogLevelBadge } from './log-labels';
import { durationText } from './log-text';

interface LogsTableProps {
  records: LogRecord[];
  busy: boolean;
  onOpen: (id: number) => void;
}

/** One page of records, newest first; each opens to show every field. */
export function LogsTable({ records, busy, onOpen }: LogsTableProps) {
  return (
    <TableFrame>
      <Table.Root aria-label="Log records" aria-busy={busy} size="sm">
        <Table.Header>
          <Table.Row>
            {[
              'Time',
              'Level',
              'Service',
              'Category',
              'Message',
              'User',
              'Endpoint',
              'Status',
              'Duration',
            ].map((name) => (
              <Table.ColumnHeader key={name}>{name}</Table.ColumnHeader>
            ))}
            <Table.ColumnHeader {...ACTIONS_COLUMN}>
              <Text srOnly>Details</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {records.map((record) => (
            <Table.Row key={record.id}>
              <Table.Cell minWidth="28" whiteSpace="nowrap">
                {formatPreciseDateTime(record.timestamp)}
              </Table.Cell>
              <Table.Cell>
                <LogLevelBadge level={record.level} />
              </Table.Cell>
              <Table.Cell>{record.service}</Table.Cell>
              <Table.Cell>{categoryLabel(record.category)}</Table.Cell>
              <Table.Cell minWidth="32" maxWidth="40" truncate title={record.message}>
                {record.message}
              </Table.Cell>
              <Table.Cell>{record.username ?? '—'}</Table.Cell>
              <Table.Cell maxWidth="36" truncate title={record.endpoint ?? undefined}>
                {record.endpoint ?? '—'}
              </Table.Cell>
              <Table.Cell>{record.status_code ?? '—'}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{durationText(record.duration_ms)}</Table.Cell>
              <Table.Cell {...ACTIONS_COLUMN}>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => onOpen(record.id)}
                  aria-label={`Details of record ${record.id}`}
                >
                  Details
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}
