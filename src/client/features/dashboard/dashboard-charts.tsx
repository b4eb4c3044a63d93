import { Chart, useChart } from '@chakra-ui/charts';
import { SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Bar, BarChart } from 'recharts';
import type { DailySubmissions, GradeBucket } from '../../../shared/contract';
import { ChartCard } from '../../components/chart-card';
import { CountChartAxes } from '../../components/count-chart-axes';

/** How many of the analytics' days the dashboard shows: two weeks read at a glance. */
export const DASHBOARD_DAYS = 14;

const sum = (counts: { count: number }[]) => counts.reduce((total, row) => total + row.count, 0);

interface TrendCardProps {
  title: string;
  summary: string;
  /** What shows instead of an empty drawing; null when there is data. */
  empty: string | null;
  children: ReactNode;
}

/** A dashboard chart under the Trends heading; a screen reader hears the summary in place of the drawing. */
function TrendCard({ title, summary, empty, children }: TrendCardProps) {
  return (
    <ChartCard title={title} headingAs="h3" empty={empty && <Text color="fg.muted">{empty}</Text>}>
      <div role="img" aria-label={summary}>
        {children}
      </div>
    </ChartCard>
  );
}

function RecentSubmissions({ days }: { days: DailySubmissions[] }) {
  const chart = useChart({
    data: days,
    series: [{ name: 'count', color: 'blue.solid', label: 'Submissions' }],
  });
  const total = sum(days);
  const summary = `${total} submissions in the last ${days.length} days.`;
  return (
    <TrendCard
      title={`Submissions, last ${DASHBOARD_DAYS} days`}
      summary={summary}
      empty={total ? null : 'No submissions in the last two weeks'}
    >
      <Chart.Root chart={chart} height="48" aspectRatio="auto">
        <BarChart data={chart.data} responsive accessibilityLayer={false}>
          <CountChartAxes chart={chart} xKey={chart.key('date')} yWidth={28} dayTickGap={12} />
          <Bar
            isAnimationActive={false}
            dataKey={chart.key('count')}
            name="Submissions"
            fill={chart.color('blue.solid')}
          />
        </BarChart>
      </Chart.Root>
    </TrendCard>
  );
}

function GradeBands({ buckets }: { buckets: GradeBucket[] }) {
  const chart = useChart({ data: buckets });
  const total = sum(buckets);
  const summary = `${total} released grades. ${buckets.map((bucket) => `${bucket.label}: ${bucket.count}`).join(', ')}.`;
  return (
    <TrendCard title="Grade distribution" summary={summary} empty={total ? null : 'No released grades yet'}>
      <Chart.Root chart={chart} height="48" aspectRatio="auto">
        <BarChart data={chart.data} responsive accessibilityLayer={false}>
          <CountChartAxes chart={chart} xKey={chart.key('label')} yWidth={28} />
          <Bar
            isAnimationActive={false}
            dataKey={chart.key('count')}
            name="Essays"
            fill={chart.color('teal.solid')}
            radius={[4, 4, 0, 0]}
          />
        </BarChart>
      </Chart.Root>
    </TrendCard>
  );
}

/** The dashboard's two charts; a chunk of its own (admin-dashboard-trends.tsx), loaded after the numbers. */
export function DashboardCharts({ days, buckets }: { days: DailySubmissions[]; buckets: GradeBucket[] }) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <RecentSubmissions days={days.slice(-DASHBOARD_DAYS)} />
      <GradeBands buckets={buckets} />
    </SimpleGrid>
  );
}
