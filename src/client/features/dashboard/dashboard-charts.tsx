import { Chart, useChart } from '@chakra-ui/charts';
import { Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { DailySubmissions, GradeBucket } from '../../../shared/contract';
import { formatDayMonth } from '../../lib/date-format';

/** How many of the analytics' days the dashboard shows: two weeks read at a glance. */
export const DASHBOARD_DAYS = 14;

const sum = (counts: { count: number }[]) => counts.reduce((total, row) => total + row.count, 0);

interface ChartCardProps {
  title: string;
  summary: string;
  /** What shows instead of an empty drawing; null when there is data. */
  empty: string | null;
  children: ReactNode;
}

function ChartCard({ title, summary, empty, children }: ChartCardProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} size="sm">
      <Card.Header>
        <Heading as="h3" size="md" id={headingId}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        {empty ? (
          <Text color="fg.muted">{empty}</Text>
        ) : (
          // A screen reader hears the summary in place of the drawing (section 2: accessible charts).
          <div role="img" aria-label={summary}>
            {children}
          </div>
        )}
      </Card.Body>
    </Card.Root>
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
    <ChartCard
      title={`Submissions, last ${DASHBOARD_DAYS} days`}
      summary={summary}
      empty={total ? null : 'No submissions in the last two weeks'}
    >
      <Chart.Root chart={chart} height="48" aspectRatio="auto">
        <BarChart data={chart.data} responsive accessibilityLayer={false}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis
            dataKey={chart.key('date')}
            tickFormatter={formatDayMonth}
            axisLine={false}
            tickLine={false}
            minTickGap={12}
          />
          <YAxis allowDecimals={false} axisLine={false} tickLine={false} width={28} />
          <Tooltip
            cursor={false}
            animationDuration={100}
            labelFormatter={(label) => formatDayMonth(String(label))}
            content={<Chart.Tooltip />}
          />
          <Bar
            isAnimationActive={false}
            dataKey={chart.key('count')}
            name="Submissions"
            fill={chart.color('blue.solid')}
          />
        </BarChart>
      </Chart.Root>
    </ChartCard>
  );
}

function GradeBands({ buckets }: { buckets: GradeBucket[] }) {
  const chart = useChart({ data: buckets });
  const total = sum(buckets);
  const summary = `${total} released grades. ${buckets.map((bucket) => `${bucket.label}: ${bucket.count}`).join(', ')}.`;
  return (
    <ChartCard title="Grade distribution" summary={summary} empty={total ? null : 'No released grades yet'}>
      <Chart.Root chart={chart} height="48" aspectRatio="auto">
        <BarChart data={chart.data} responsive accessibilityLayer={false}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis dataKey={chart.key('label')} axisLine={false} tickLine={false} />
          <YAxis allowDecimals={false} axisLine={false} tickLine={false} width={28} />
          <Tooltip cursor={false} animationDuration={100} content={<Chart.Tooltip />} />
          <Bar
            isAnimationActive={false}
            dataKey={chart.key('count')}
            name="Essays"
            fill={chart.color('teal.solid')}
            radius={[4, 4, 0, 0]}
          />
        </BarChart>
      </Chart.Root>
    </ChartCard>
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
