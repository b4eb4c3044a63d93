import { Chart, useChart } from '@chakra-ui/charts';
import { Button, Group } from '@chakra-ui/react';
import { useState } from 'react';
import { Bar, BarChart, Legend } from 'recharts';
import type { CategorySeverityCount } from '../../../../shared/contract';
import { CountChartAxes, seriesDrawing } from '../../../components/count-chart-axes';
import { type CategoryRow, pivotByCategory, summariseFeedback } from '../chart-summaries';
import { ChartFigure, pictureOf } from './chart-figure';

const SHOWN = {
  total: 'All drafted items',
  accepted: 'Accepted items',
} as const;
type Shown = keyof typeof SHOWN;

const SEVERITY_SERIES = [
  { name: 'high', label: 'High', color: 'red.solid', stackId: 'severity' },
  { name: 'medium', label: 'Medium', color: 'orange.solid', stackId: 'severity' },
  { name: 'low', label: 'Low', color: 'blue.solid', stackId: 'severity' },
] as const;

/** Feedback items by category, stacked by severity: where essays go wrong, and how badly. */
export function FeedbackCategoryChart({ counts }: { counts: CategorySeverityCount[] }) {
  const [shown, setShown] = useState<Shown>('total');
  const rows = pivotByCategory(counts, shown);
  const chart = useChart<CategoryRow>({ data: rows, series: [...SEVERITY_SERIES] });
  const controls = (
    <Group attached role="group" aria-label="Feedback items shown">
      {(Object.keys(SHOWN) as Shown[]).map((key) => (
        <Button
          key={key}
          size="xs"
          variant={shown === key ? 'solid' : 'outline'}
          aria-pressed={shown === key}
          onClick={() => setShown(key)}
        >
          {SHOWN[key]}
        </Button>
      ))}
    </Group>
  );
  return (
    <ChartFigure
      title="Feedback by category and severity"
      controls={counts.length ? controls : null}
      emptyMessage={
        rows.length ? null : shown === 'total' ? 'No feedback items yet' : 'No accepted feedback items yet'
      }
    >
      <Chart.Root chart={chart} {...pictureOf(summariseFeedback(rows, SHOWN[shown]))}>
        <BarChart data={chart.data} responsive accessibilityLayer={false}>
          <CountChartAxes chart={chart} xKey={chart.key('category')} yWidth={32} />
          {/* In severity order, not the alphabet's. */}
          <Legend content={<Chart.Legend />} itemSorter={null} />
          {chart.series.map((item) => (
            <Bar
              key={item.name}
              {...seriesDrawing(chart, item)}
              fill={chart.color(item.color)}
              stackId={item.stackId}
            />
          ))}
        </BarChart>
      </Chart.Root>
    </ChartFigure>
  );
}
