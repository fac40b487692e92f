import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { SESSION_CATEGORY_FILTERS, sessionCategoryLabel, type TSessionCategoryFilter } from '@app/shared-types/live-training/model';

/** The spec's filter: all, compliance, tax, hr, accounting, business (one at a time; aria-pressed). */
export function CategoryFilter({ value, onChange }: { value: TSessionCategoryFilter; onChange: (value: TSessionCategoryFilter) => void }) {
  return (
    <ToggleButtonGroup
      value={value}
      exclusive
      onChange={(_, next: TSessionCategoryFilter | null) => next && onChange(next)}
      aria-label="Filter sessions by category"
      size="small"
      sx={{ flexWrap: 'wrap', gap: 0.75, '& .MuiToggleButtonGroup-grouped': { border: 1, borderColor: 'divider', borderRadius: '999px !important', px: 1.75, m: 0 } }}
    >
      {SESSION_CATEGORY_FILTERS.map((c) => (
        <ToggleButton key={c} value={c} sx={{ textTransform: 'none', fontWeight: 600, color: 'text.primary', '&.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText', '&:hover': { bgcolor: 'primary.dark' } } }}>
          {c === 'all' ? 'All' : sessionCategoryLabel(c)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
