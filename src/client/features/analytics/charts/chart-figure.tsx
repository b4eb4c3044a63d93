import type { ReactNode } from 'react';
import { ChartCard } from '../../../components/chart-card';
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
  return (
    <ChartCard
      title={title}
      controls={controls}
      empty={emptyMessage && <EmptyState>{emptyMessage}</EmptyState>}
    >
      {children}
    </ChartCard>
  );
}

/** Chart.Root's props that make the drawing one picture with a spoken summary (role="img"). */
export const pictureOf = (summary: string) =>
  ({ role: 'img', 'aria-label': summary, height: '64', aspectRatio: 'auto' }) as const;
