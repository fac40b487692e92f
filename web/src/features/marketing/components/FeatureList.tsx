import Box from '@mui/material/Box';
import CheckIcon from '@mui/icons-material/Check';

/** A card's features, each after a check mark; `space` adds to the list's own spacing. */
export function FeatureList({ features, space }: { features: readonly string[]; space?: { mb?: number; flex?: number } }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75, ...space }}>
      {features.map((f) => (
        <Box component="li" key={f} sx={{ display: 'flex', gap: 1 }}>
          <CheckIcon aria-hidden fontSize="small" sx={{ color: 'success.main', mt: 0.3 }} />
          <span>{f}</span>
        </Box>
      ))}
    </Box>
  );
}
