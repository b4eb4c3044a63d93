import { Button, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { ExportQuery } from '../../../../shared/contract';
import { SectionCard } from '../../../components/section-card';
import type { ExportDescription } from '../export-catalogue';
import { useExportDownload } from '../use-export-download';
import { type CourseChoices, CourseFilter } from './course-filter';
import { DownloadStatus } from './download-status';

interface ExportCardProps {
  description: ExportDescription;
  courses: CourseChoices;
}

/** One workbook: what it holds, its filter where it has one, and its own download. */
export function ExportCard({ description, courses }: ExportCardProps) {
  const titleId = useId();
  const [courseId, setCourseId] = useState<number | null>(null);
  const { state, start, cancel } = useExportDownload();
  const downloading = state.phase === 'downloading';
  const query: ExportQuery =
    description.kind === 'users'
      ? { kind: 'users' }
      : { kind: description.kind, ...(courseId ? { course_id: courseId } : {}) };
  const download = () => start(query);

  return (
    <SectionCard
      headingId={titleId}
      title={description.title}
      footer={
        <Button onClick={download} loading={downloading} loadingText="Downloading…">
          Download
        </Button>
      }
    >
      <Stack gap="4">
        <Text color="fg.muted">{description.contents}</Text>
        {description.byCourse && (
          <CourseFilter courses={courses} value={courseId} onChange={setCourseId} disabled={downloading} />
        )}
        <DownloadStatus state={state} onRetry={download} onCancel={cancel} />
      </Stack>
    </SectionCard>
  );
}
