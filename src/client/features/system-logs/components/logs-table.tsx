import { Button } from '@chakra-ui/react';
import type { LogRecord } from '../../../../shared/contract';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { formatPreciseDateTime } from '../../../lib/date-format';
import { categoryLabel, LogLevelBadge } from './log-labels';
import { durationText } from './log-text';

const COLUMNS: DataColumn<LogRecord>[] = [
  {
    label: 'Time',
    cell: (record) => formatPreciseDateTime(record.timestamp),
    cellProps: { minWidth: '28', whiteSpace: 'nowrap' },
  },
  { label: 'Level', cell: (record) => <LogLevelBadge level={record.level} /> },
  { label: 'Service', cell: (record) => record.service },
  { label: 'Category', cell: (record) => categoryLabel(record.category) },
  {
    label: 'Message',
    cell: (record) => record.message,
    cellProps: (record) => ({ minWidth: '32', maxWidth: '40', truncate: true, title: record.message }),
  },
  { label: 'User', cell: (record) => record.username ?? '—' },
  {
    label: 'Endpoint',
    cell: (record) => record.endpoint ?? '—',
    cellProps: (record) => ({ maxWidth: '36', truncate: true, title: record.endpoint ?? undefined }),
  },
  { label: 'Status', cell: (record) => record.status_code ?? '—' },
  {
    label: 'Duration',
    cell: (record) => durationText(record.duration_ms),
    cellProps: { whiteSpace: 'nowrap' },
  },
];

interface LogsTableProps {
  records: LogRecord[];
  busy: boolean;
  onOpen: (id: number) => void;
}

/** One page of records, newest first; each opens to show every field. */
export function LogsTable({ records, busy, onOpen }: LogsTableProps) {
  const details: DataColumn<LogRecord> = {
    label: 'Details',
    labelHidden: true,
    actions: true,
    cell: (record) => (
      <Button
        size="xs"
        variant="outline"
        onClick={() => onOpen(record.id)}
        aria-label={`Details of record ${record.id}`}
      >
        Details
      </Button>
    ),
  };
  return (
    <DataTable label="Log records" rows={records} columns={[...COLUMNS, details]} busy={busy} size="sm" />
  );
}
