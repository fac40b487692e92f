import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { LazyLineChart } from '../../../lib/ui/LazyLineChart';
import type { THistoryMetric, THistoryPoint } from '@app/shared-types/monitoring/model';

const time = (at: number, withDay: boolean) =>
  new Date(at).toLocaleString('en-US', withDay ? { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' } : { hour: 'numeric', minute: '2-digit', second: '2-digit' });

/**
 * One series over time. Animations are off: a live series redrawn every second would otherwise
 * never be at rest. The same numbers are one button away as a table for screen readers and keyboards.
 */
export function HistoryChart({ title, points, metric, unit, withDay }: { title: string; points: THistoryPoint[]; metric: THistoryMetric; unit?: string; withDay: boolean }) {
  const [showTable, setShowTable] = useState(false);
  const id = useId();
  const format = (v: number) => `${v.toLocaleString('en-US', { maximumFractionDigits: 1 })}${unit ? ` ${unit}` : ''}`;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h3" variant="subtitle1" id={`${id}-title`} gutterBottom>
          {title}
        </Typography>
        {points.length === 0 ? (
          <EmptyState headingLevel="h4" title="No samples yet." description="The history fills in as the server records its usage, once a sampling interval has passed." />
        ) : (
          <Box role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-latest`}>
            <LazyLineChart
              height={200}
              skipAnimation
              hideLegend
              margin={{ left: 8, right: 16, top: 8, bottom: 8 }}
              xAxis={[{ data: points.map((p) => new Date(p.at)), scaleType: 'time', valueFormatter: (d: Date) => time(d.getTime(), withDay), tickNumber: 4 }]}
              series={[{ data: points.map((p) => p[metric]), label: title, showMark: false, valueFormatter: (v) => (v === null ? '' : format(v)) }]}
            />
          </Box>
        )}
        <Typography variant="body2" color="text.secondary" id={`${id}-latest`}>
          {points.length ? `Latest: ${format(points.at(-1)![metric])}` : ''}
        </Typography>
        <Button size="small" onClick={() => setShowTable((v) => !v)} aria-expanded={showTable} aria-controls={`${id}-table`} disabled={!points.length}>
          {showTable ? 'Hide data table' : 'Show data table'}
        </Button>
        {showTable && (
          <TableContainer id={`${id}-table`} sx={{ maxHeight: 320 }} tabIndex={0} aria-label={`${title} data`}>
            <Table size="small" stickyHeader>
              <caption>{title}</caption>
              <TableHead>
                <TableRow>
                  <TableCell scope="col">Time</TableCell>
                  <TableCell scope="col" align="right">
                    {title}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {[...points].reverse().map((p) => (
                  <TableRow key={p.at}>
                    <TableCell scope="row">{time(p.at, withDay)}</TableCell>
                    <TableCell align="right">{format(p[metric])}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
