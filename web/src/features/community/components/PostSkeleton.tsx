import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { PlaceholderCardBody } from '../../../lib/ui/PlaceholderCardBody';

/** Spec: three placeholder cards while the feed loads. */
export const POST_PLACEHOLDER_COUNT = 3;

/** A post-shaped placeholder; hidden from screen readers (the list announces "Loading posts"). */
export function PostSkeleton() {
  return (
    <Card variant="outlined" aria-hidden data-testid="post-placeholder">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="30%" />
            <Skeleton variant="text" width="20%" />
          </Box>
        </Box>
        <PlaceholderCardBody title="70%" lines={['100%', '95%', '60%']} buttons={[64, 64, 80]} buttonHeight={32} />
      </CardContent>
    </Card>
  );
}
