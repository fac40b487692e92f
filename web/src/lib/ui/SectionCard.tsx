import type { ReactNode } from 'react';
import Card, { type CardProps } from '@mui/material/Card';
import CardContent, { type CardContentProps } from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/**
 * A card of a settings-style page: an outlined <section> named by its h2 title, so a screen
 * reader's landmarks list each card by name. `titleId` must be unique on the page. `description`,
 * a muted line under the title; `contentSx`, the content's own spacing.
 */
export function SectionCard({
  titleId,
  title,
  description,
  children,
  id,
  sx,
  contentSx,
}: {
  titleId: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  id?: string;
  sx?: CardProps['sx'];
  contentSx?: CardContentProps['sx'];
}) {
  return (
    <Card variant="outlined" component="section" id={id} aria-labelledby={titleId} sx={sx}>
      <CardContent sx={contentSx}>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom={!description}>
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
            {description}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}

/** Label and value pairs as a two-column description list (<dl>), the labels muted. */
export function DetailList({ children }: { children: ReactNode }) {
  return <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 16, rowGap: 8 }}>{children}</dl>;
}

export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </div>
  );
}
