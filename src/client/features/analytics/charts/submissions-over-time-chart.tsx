import { Chart, useChart } from '@chakra-ui/charts';
import { Area, AreaChart } from 'recharts';
import type { DailySubmissions } from '../../../../shared/contract';
import { CountChartAxes, seriesDrawing } from '../../../components/count-chart-axes';
import { summariseSubmissions } from '../chart-summaries';
import { ChartFigure, pictureOf } from './chart-figure';

/** Latest essays handed in per day: a steady trickle or a rush before the due date. */
export function SubmissionsOverTimeChart({
  days,
  title = 'Submissions over time',
}: {
  days: DailySubmissions[];
  title?: string;
}) {
  const chart = useChart({
    data: days,
    series: [{ name: 'count', color: 'blue.solid', label: 'Submissions' }],
  });
  const empty = days.every((day) => day.count === 0);
  return (
    <ChartFigure title={title} emptyMessage={empty ? 'No submissions in this period' : null}>
      <Chart.Root chart={chart} {...pictureOf(summariseSubmissions(days))}>
        <AreaChart data={chart.data} responsive accessibilityLayer={false}>
          <CountChartAxes chart={chart} xKey={chart.key('date')} yWidth={32} dayTickGap={16} />
          {chart.series.map((item) => (
            <Area
              key={item.name}
              {...seriesDrawing(chart, item)}
              type="monotone"
              stroke={chart.color(item.color)}
              fill={chart.color(item.color)}
              fillOpacity={0.2}
            />
          ))}
        </AreaChart>
      </Chart.Root>
    </ChartFigure>
  );
}
