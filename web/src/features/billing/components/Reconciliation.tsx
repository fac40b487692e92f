import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { currentMonth, monthLabel } from '../model/ledger';
import { useReconciliation } from '../api/reconciliation';
import { PendingTable, RailTable, UnmatchedTable } from './ReconciliationTables';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month picker, the figures per rail, refused events and old pending verifications; the CSV of the month. */
export default function Reconciliation() {
  const [month, setMonth] = useState(currentMonth());
  const { report, loading, error } = useReconciliation(MONTH.test(month) ? month : null);
  return (
    <Stack spacing={4}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
        <TextField
          id="reconciliation-month"
          label="Month"
          type="month"
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: currentMonth() } }}
          helperText={MONTH.test(month) ? `Figures for ${monthLabel(month)} (UTC)` : 'Choose a month'}
          sx={{ minWidth: 220 }}
        />
        <Button variant="outlined" href={`/api/billing/ledger.csv${MONTH.test(month) ? `?month=${month}` : ''}`} download>
          Export ledger CSV
        </Button>
      </Stack>
      <div aria-live="polite">
        {error ? (
          <Typography role="alert">{error}</Typography>
        ) : !report ? (
          <Typography role="status">Loading…</Typography>
        ) : (
          <Stack spacing={4} aria-busy={loading}>
            <RailTable report={report} />
            <UnmatchedTable report={report} />
            <PendingTable report={report} />
          </Stack>
        )}
      </div>
    </Stack>
  );
}
