import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/**
 * A table's header row: one column header (scope="col") per label, in order. The columns named in
 * `right` hold figures: their headers are aligned right, over them.
 */
export function ColumnHeads({ labels, right = [] }: { labels: readonly string[]; right?: readonly string[] }) {
  return (
    <TableHead>
      <TableRow>
        {labels.map((label) => (
          <TableCell key={label} scope="col" align={right.includes(label) ? 'right' : undefined}>
            {label}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}
