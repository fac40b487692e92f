import { SESSION_CATEGORY_FILTERS, sessionCategoryLabel, type TSessionCategoryFilter } from '@app/shared-types/live-training/model';
import { ExclusiveToggleGroup } from '../../../lib/ui/ExclusiveToggleGroup';

/** The spec's filter: all, compliance, tax, hr, accounting, business (one at a time; aria-pressed). */
export function CategoryFilter({ value, onChange }: { value: TSessionCategoryFilter; onChange: (value: TSessionCategoryFilter) => void }) {
  return (
    <ExclusiveToggleGroup
      value={value}
      onChange={onChange}
      options={SESSION_CATEGORY_FILTERS}
      label={(c) => (c === 'all' ? 'All' : sessionCategoryLabel(c))}
      aria-label="Filter sessions by category"
      size="small"
      sx={{ flexWrap: 'wrap', gap: 0.75, '& .MuiToggleButtonGroup-grouped': { border: 1, borderColor: 'divider', borderRadius: '999px !important', px: 1.75, m: 0 } }}
      buttonSx={{ textTransform: 'none', fontWeight: 600, color: 'text.primary', '&.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText', '&:hover': { bgcolor: 'primary.dark' } } }}
    />
  );
}
