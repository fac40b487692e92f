import { useId } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LazyLineChart } from '../../../lib/ui/LazyLineChart';
import type { THistoryPoint } from '@app/shared-types/compliance/model';
import { ColumnHeads } from '../../../lib/ui/ColumnHeads';

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });

/**
 * A URL's score and issue counts over time: the chart for sighted users, and the same figures in a
 * table beside it (screen readers get the table; the chart is hidden from them).
 */
export function HistoryChart({ points }: { points: THistoryPoint[] }) {
  const id = useId();
  if (points.length === 0) return <Typography color="text.secondary">No completed scans of this URL yet.</Typography>;
  const labels = points.map((p) => `${day(p.scanDate)} ${new Date(p.scanDate).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}`);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
      <Box aria-hidden>
        <LazyLineChart
          height={240}
          xAxis={[{ scaleType: 'point', data: labels }]}
          yAxis={[{ min: 0 }]}
          series={[
            { data: points.map((p) => p.score), label: 'Score (%)' },
            { data: points.map((p) => p.totalIssues), label: 'Issues' },
            { data: points.map((p) => p.criticalIssues), label: 'Critical' },
          ]}
        />
      </Box>
      <Table size="small" aria-labelledby={`${id}-caption`}>
        <caption id={`${id}-caption`} style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>
          Score history
        </caption>
        <ColumnHeads labels={['Scanned', 'Score', 'Issues', 'Critical']} />
        <TableBody>
          {points.map((p, i) => (
            <TableRow key={p.scanId}>
              <TableCell component="th" scope="row">
                {labels[i]}
              </TableCell>
              <TableCell>{p.score}%</TableCell>
              <TableCell>{p.totalIssues}</TableCell>
              <TableCell>{p.criticalIssues}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
