import { Chart, useChart } from '@chakra-ui/charts';
import { CartesianGrid, ReferenceLine, Scatter, ScatterChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { GradePair } from '../../../../shared/contract';
import { summarisePairs } from '../chart-summaries';
import { ChartFigure, pictureOf } from './chart-figure';

const GRADE_DOMAIN: [number, number] = [0, 100];

/**
 * The engine's suggested grade against the instructor's final one. Points on the diagonal are
 * suggestions kept as they were; above it the instructor graded higher, below it lower.
 */
export function SuggestedFinalChart({ pairs }: { pairs: GradePair[] }) {
  const chart = useChart({ data: pairs, series: [{ label: 'Essays', color: 'purple.solid' }] });
  return (
    <ChartFigure
      title="Suggested against final grade"
      emptyMessage={pairs.length ? null : 'No released grades yet'}
    >
      <Chart.Root chart={chart} {...pictureOf(summarisePairs(pairs))}>
        <ScatterChart
          responsive
          accessibilityLayer={false}
          margin={{ top: 8, right: 16, bottom: 16, left: 0 }}
        >
          <CartesianGrid stroke={chart.color('border.muted')} />
          <XAxis
            type="number"
            dataKey={chart.key('suggested')}
            name="Suggested"
            domain={GRADE_DOMAIN}
            label={{ value: 'Suggested grade', position: 'insideBottom', offset: -8 }}
          />
          <YAxis
            type="number"
            dataKey={chart.key('final')}
            name="Final"
            domain={GRADE_DOMAIN}
            width={56}
            label={{ value: 'Final grade', angle: -90, position: 'insideLeft', offset: 4 }}
          />
          <ReferenceLine
            segment={[
              { x: 0, y: 0 },
              { x: 100, y: 100 },
            ]}
            stroke={chart.color('fg.muted')}
            strokeDasharray="4 4"
            ifOverflow="extendDomain"
          />
          <Tooltip cursor={false} animationDuration={100} content={<Chart.Tooltip hideLabel />} />
          {chart.series.map((series) => (
            <Scatter
              key={String(series.label)}
              name={String(series.label)}
              data={chart.data}
              fill={chart.color(series.color)}
              isAnimationActive={false}
            />
          ))}
        </ScatterChart>
      </Chart.Root>
    </ChartFigure>
  );
}
