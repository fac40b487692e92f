import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ISSUE_SEVERITY_FILTERS, type TIssueSeverityFilter } from '@app/shared-types/compliance/model';

const LABEL: Record<TIssueSeverityFilter, string> = { all: 'All severities', critical: 'Critical', serious: 'Serious', moderate: 'Moderate', minor: 'Minor' };

export function SeverityFilter({ value, onChange }: { value: TIssueSeverityFilter; onChange: (value: TIssueSeverityFilter) => void }) {
  return (
    <TextField select label="Severity" value={value} onChange={(e) => onChange(e.target.value as TIssueSeverityFilter)} sx={{ minWidth: 200 }} size="small">
      {ISSUE_SEVERITY_FILTERS.map((s) => (
        <MenuItem key={s} value={s}>
          {LABEL[s]}
        </MenuItem>
      ))}
    </TextField>
  );
}
