import { Box, DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { LogRecord } from '../../../../shared/contract';
import { DialogFrame } from '../../../components/dialog-frame';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { LoadFailedAlert } from '../../../components/query-states';
import { formatPreciseDateTime } from '../../../lib/date-format';
import { useGetLogRecordQuery } from '../logs-api';
import { categoryLabel, LogLevelBadge } from './log-labels';
import { contextText, durationText } from './log-text';

const orDash = (value: string | number | null) => (value === null || value === '' ? '—' : value);

/** Section 3's backend log record, every field of it. */
function RecordFields({ record }: { record: LogRecord }) {
  const fields: [string, ReactNode][] = [
    ['Time', formatPreciseDateTime(record.timestamp)],
    ['Level', <LogLevelBadge key="level" level={record.level} />],
    ['Service', record.service],
    ['Category', categoryLabel(record.category)],
    ['Message', record.message],
    ['User', record.username ? `${record.username} (id ${record.user_id})` : orDash(record.user_id)],
    ['Endpoint', orDash(record.endpoint)],
    ['Method', orDash(record.method)],
    ['Status', orDash(record.status_code)],
    ['Duration', durationText(record.duration_ms)],
    ['IP address', orDash(record.ip_address)],
    ['Request id', orDash(record.request_id)],
    ['Session id', orDash(record.session_id)],
  ];
  return (
    <>
      <DataList.Root orientation="horizontal" size="sm">
        {fields.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Box as="h3" fontWeight="semibold" mt="4" mb="1">
        Context
      </Box>
      <Box
        as="pre"
        fontSize="sm"
        bg="bg.muted"
        p="3"
        rounded="md"
        overflowX="auto"
        tabIndex={0}
        role="region"
        aria-label="Context"
      >
        {contextText(record.context)}
      </Box>
    </>
  );
}

interface LogDetailDialogProps {
  id: number | null;
  onClose: () => void;
}

/** One record in full, read from GET /admin/logs/{id}, so an address with ?log= opens it too. */
export function LogDetailDialog({ id, onClose }: LogDetailDialogProps) {
  const { data, isLoading, isError } = useGetLogRecordQuery(id ?? 0, { skip: id === null });
  return (
    <DialogFrame
      open={id !== null}
      onClose={onClose}
      size="lg"
      scrollBehavior="inside"
      title={`Log record ${id ?? ''}`}
    >
      {isLoading && <LoadingSpinner label="Loading the record…" />}
      {isError && <LoadFailedAlert message="Failed to fetch the log record" />}
      {data && !isError && <RecordFields record={data} />}
    </DialogFrame>
  );
}
