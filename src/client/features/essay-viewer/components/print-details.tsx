import { DataList } from '@chakra-ui/react';
import { formatDate } from '../../../lib/date-format';

interface PrintDetailsProps {
  studentName: string;
  courseTitle: string | null;
  assignmentTitle: string;
  /** When the feedback was released, else when the essay was submitted. */
  date: string;
}

/**
 * The head of the printed feedback (section 2's print button): the paper a student hands in says whose
 * essay it is, for which course and assignment, and from when. Only print shows it; on screen the
 * header and the breadcrumbs say the same.
 */
export function PrintDetails({ studentName, courseTitle, assignmentTitle, date }: PrintDetailsProps) {
  const rows: [string, string][] = [
    ['Student', studentName],
    ['Course', courseTitle ?? '—'],
    ['Assignment', assignmentTitle],
    ['Date', formatDate(date)],
  ];
  return (
    <DataList.Root
      orientation="horizontal"
      size="sm"
      display="none"
      _print={{ display: 'flex' }}
      aria-label="Printed feedback details"
      data-print-details=""
    >
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
