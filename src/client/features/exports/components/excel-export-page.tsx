import { SimpleGrid, Stack } from '@chakra-ui/react';
import { PageHeader } from '../../../components/page-header';
import { EXPORTS } from '../export-catalogue';
import type { CourseChoices } from './course-filter';
import { ExportCard } from './export-card';

/** /admin/excel-export-demo (section 2): users, enrollments and grades as Excel workbooks. */
export function ExcelExportPage({ courses }: { courses: CourseChoices }) {
  return (
    <Stack gap="6">
      <PageHeader
        title="Excel Export Demo"
        description="Download the data as Excel workbooks: one sheet each, a frozen header row with filters, and dates, numbers and yes/no values Excel can sort and sum. Times are in UTC."
      />
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
        {EXPORTS.map((description) => (
          <ExportCard key={description.kind} description={description} courses={courses} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
