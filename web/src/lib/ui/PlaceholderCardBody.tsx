import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

type Props = {
  /** The title line's width. */
  title: string;
  /** The text lines' widths, top to bottom. */
  lines: readonly string[];
  /** The action buttons' widths, left to right, all `buttonHeight` high. */
  buttons: readonly number[];
  buttonHeight: number;
};

/**
 * What a loading card shows where its title, text and buttons will be: widths close to the real
 * ones, so the content arriving moves little. Goes inside the card's content, after anything above the title.
 */
export function PlaceholderCardBody({ title, lines, buttons, buttonHeight }: Props) {
  return (
    <>
      <Skeleton variant="text" width={title} height={32} />
      {lines.map((width, i) => (
        <Skeleton key={i} variant="text" width={width} />
      ))}
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        {buttons.map((width, i) => (
          <Skeleton key={i} variant="rounded" width={width} height={buttonHeight} />
        ))}
      </Box>
    </>
  );
}
