import { useId } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { POST_CATEGORIES, type TPostCategory } from '@app/shared-types/community/feed';
import type { TFeedFilter } from '../store';

const ALL = 'all';

/** Topic chips (one at a time, "All Topics" clears) and, for members, "Following" (posts by members they follow). */
export function FeedFilters({ filter, signedIn, onChange }: { filter: TFeedFilter; signedIn: boolean; onChange: (filter: TFeedFilter) => void }) {
  const labelId = useId();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3, rowGap: 1.5, mb: 3 }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography id={labelId} variant="body2" sx={{ fontWeight: 600, mb: 0.75 }}>
          Filter by topic
        </Typography>
        <ToggleButtonGroup
          value={filter.category ?? ALL}
          exclusive
          size="small"
          aria-labelledby={labelId}
          onChange={(_, value: string | null) => {
            if (value === null) return;
            onChange({ ...filter, category: value === ALL ? null : (value as TPostCategory) });
          }}
          sx={{
            flexWrap: 'wrap',
            gap: 1,
            '& .MuiToggleButtonGroup-grouped': { border: '1px solid #8a93a6 !important', borderRadius: '16px !important', m: 0 },
            '& .MuiToggleButton-root': { px: 1.5, py: 0.5, textTransform: 'none', fontWeight: 600, color: 'text.primary', lineHeight: 1.4 },
            '& .MuiToggleButton-root.Mui-selected': { color: '#fff', bgcolor: 'primary.main', borderColor: 'primary.main' },
            '& .MuiToggleButton-root.Mui-selected:hover': { bgcolor: 'primary.dark' },
          }}
        >
          <ToggleButton value={ALL}>All Topics</ToggleButton>
          {POST_CATEGORIES.map((c) => (
            <ToggleButton key={c.value} value={c.value}>
              {c.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {signedIn ? (
        <FormControlLabel
          control={<Switch checked={filter.following} onChange={(_, checked) => onChange({ ...filter, following: checked })} />}
          label="Following"
          sx={{ alignSelf: 'flex-end', mr: 0 }}
        />
      ) : null}
    </Box>
  );
}
