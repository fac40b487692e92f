import { Suspense, lazy, type ComponentProps } from 'react';
import Box from '@mui/material/Box';
import type { LineChart as LineChartType } from '@mui/x-charts/LineChart';

// The charts library is the largest part of the pages that draw one, and only signed-in viewers with
// data see a chart: it loads when the first chart renders, not with the page.
const LineChart = lazy(() => import('@mui/x-charts/LineChart').then((m) => ({ default: m.LineChart })));

type Props = ComponentProps<typeof LineChartType> & { height: number };

/** MUI X's LineChart, loaded on first use; until then a box of the same height holds its place. */
export function LazyLineChart(props: Props) {
  return (
    <Suspense fallback={<Box sx={{ height: props.height }} aria-hidden />}>
      <LineChart {...props} />
    </Suspense>
  );
}
