import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart } from 'recharts';
import type { GradeBucket } from '../../../../shared/contract';
import { CountChartAxes, seriesDrawing } from '../../../components/count-chart-axes';
import { summariseGrades } from '../chart-summaries';
import { ChartFigure, pictureOf } from './chart-figure';

/** Released final grades in the bands an instructor reads them in. */
export function GradeDistributionChart({ buckets }: { buckets: GradeBucket[] }) {
  const chart = useChart({
    data: buckets,
    series: [{ name: 'count', color: 'teal.solid', label: 'Essays' }],
  });
  const empty = buckets.every((bucket) => bucket.count === 0);
  return (
    <ChartFigure title="Grade distribution" emptyMessage={empty ? 'No released grades yet' : null}>
      <Chart.Root chart={chart} {...pictureOf(summariseGrades(buckets))}>
        <BarChart data={chart.data} responsive accessibilityLayer={false}>
          <CountChartAxes chart={chart} xKey={chart.key('label')} yWidth={32} />
          {chart.series.map((item) => (
            <Bar
              key={item.name}
              {...seriesDrawing(chart, item)}
              fill={chart.color(item.color)}
              radius={[4, 4, 0, 0]}
            />
          ))}
        </BarChart>
      </Chart.Root>
    </ChartFigure>
  );
}
