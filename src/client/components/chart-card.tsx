import { Card, Heading } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

interface ChartCardProps {
  title: string;
  /** The heading's level among the page's headings. */
  headingAs?: 'h2' | 'h3';
  /** Controls that change what the chart shows, outside the picture so they stay operable. */
  controls?: ReactNode;
  /** What stands instead of axes drawn around nothing; null when there is data. */
  empty: ReactNode;
  children: ReactNode;
}

/** One chart, a section named by its heading, or the sentence that says why there is nothing to draw. */
export function ChartCard({ title, headingAs = 'h2', controls, empty, children }: ChartCardProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} size="sm">
      <Card.Header>
        <Heading as={headingAs} size="md" id={headingId}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap="3">
        {controls}
        {empty || children}
      </Card.Body>
    </Card.Root>
  );
}
