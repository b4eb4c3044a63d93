import { Chart, type useChart } from '@chakra-ui/charts';
import { CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDayMonth } from '../lib/date-format';

interface CountChartAxesProps {
  /** The chart's helpers (useChart), for the grid's colour. */
  chart: Pick<ReturnType<typeof useChart>, 'color'>;
  /** The row field the bottom axis reads. */
  xKey: string;
  /** Room for the counts up the side. */
  yWidth: number;
  /** A bottom axis of days (ISO dates) reads them as day and month, leaving this much room between ticks. */
  dayTickGap?: number;
}

/**
 * The grid, axes and tooltip of every chart of counts here: whole numbers up the side, no axis lines
 * or ticks, a quiet tooltip without a cursor.
 */
export function CountChartAxes({ chart, xKey, yWidth, dayTickGap }: CountChartAxesProps) {
  const days = dayTickGap !== undefined;
  return (
    <>
      <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
      <XAxis
        dataKey={xKey}
        tickFormatter={days ? formatDayMonth : undefined}
        axisLine={false}
        tickLine={false}
        minTickGap={dayTickGap}
      />
      <YAxis allowDecimals={false} axisLine={false} tickLine={false} width={yWidth} />
      <Tooltip
        cursor={false}
        animationDuration={100}
        labelFormatter={days ? (label) => formatDayMonth(String(label)) : undefined}
        content={<Chart.Tooltip />}
      />
    </>
  );
}

type ChartOf<T> = ReturnType<typeof useChart<T>>;

/**
 * What each series of a chart of counts takes from its entry in the chart's series: the row field it
 * draws, its name in the legend and tooltip, and no animation a reader waits out.
 */
export const seriesDrawing = <T,>(chart: ChartOf<T>, item: ChartOf<T>['series'][number]) => ({
  isAnimationActive: false,
  dataKey: chart.key(item.name),
  name: String(item.label),
});
