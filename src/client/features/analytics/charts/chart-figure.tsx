import { Card, Heading } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { EmptyState } from '../../../components/query-states';

interface ChartFigureProps {
  title: string;
  /** What the empty chart says instead of drawing axes around nothing; null when there is data. */
  emptyMessage: string | null;
  /** Controls that change what the chart shows, outside the picture so they stay operable. */
  controls?: ReactNode;
  children: ReactNode;
}

/** One chart under its heading, or the sentence that says why there is nothing to draw (section 2). */
export function ChartFigure({ title, emptyMessage, controls, children }: ChartFigureProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} size="sm">
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap="3">
        {controls}
        {emptyMessage ? <EmptyState>{emptyMessage}</EmptyState> : children}
      </Card.Body>
    </Card.Root>
  );
}

/** Chart.Root's props that make the drawing one picture with a spoken summary (role="img"). */
export const pictureOf = (summary: string) =>
  ({ role: 'img', 'aria-label': summary, height: '64', aspectRatio: 'auto' }) as const;
