import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { ACR_CHAPTERS, ACR_LEVEL_LABELS, type TAcrChapterId, type TAcrCriterion } from '@app/shared-types/compliance/acr/model';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { VisuallyHidden } from '../../../lib/ui/VisuallyHidden';
import { useAcr, useCreateVersion } from './acr-api';
import { chapterSummary, criteriaOf } from './acr-model';
import { AcrCriterionDialog } from './AcrCriterionDialog';
import { AcrVersions } from './AcrVersions';

const EVIDENCE_SHOWN = 3;

function Evidence({ criterion }: { criterion: TAcrCriterion }) {
  if (!criterion.evidence.length) return <Typography variant="body2" color="text.secondary">None</Typography>;
  const more = criterion.evidence.length - EVIDENCE_SHOWN;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {criterion.evidence.slice(0, EVIDENCE_SHOWN).map((e) => (
        <li key={`${e.rule}|${e.selector}`}>
          <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
            <code>{e.rule}</code> at <code>{e.selector || 'the page'}</code>: {e.pages} {e.pages === 1 ? 'page' : 'pages'}, {e.instances} {e.instances === 1 ? 'instance' : 'instances'}
          </Typography>
        </li>
      ))}
      {more > 0 ? <li><Typography variant="body2">and {more} more</Typography></li> : null}
    </Box>
  );
}

/**
 * The Accessibility Conformance Report tab, of one site at a time (a member who scans two sites
 * has two reports, each with its own evaluations and versions; the Site menu switches): per chapter, each criterion's level proposed from the
 * latest scans (with the violation groups as evidence) next to the one a reviewer recorded; Edit
 * opens the evaluation dialog. Create version stores the report as it stands; versions below.
 */
export function AcrPanel({ signedIn }: { signedIn: boolean }) {
  const id = useId();
  // null until the reviewer picks one: the server's default, the site of their latest site scan.
  const [site, setSite] = useState<string | null>(null);
  const { acr, versions, error, reload } = useAcr(signedIn, site);
  const [chapter, setChapter] = useState<TAcrChapterId>('success_criteria_level_a');
  const [editing, setEditing] = useState<TAcrCriterion | null>(null);
  const create = useCreateVersion();

  if (!signedIn) return <EmptyState headingLevel="h2" title="Sign in to build your conformance report" description="The report is built from the scans you run with your account." />;
  if (error) return <Typography color="error.main">The conformance report could not be loaded.</Typography>;
  if (!acr || !versions) return <CircularProgress size={24} aria-label="Loading the conformance report" />;

  const rows = criteriaOf(acr.criteria, chapter);
  const chapterInfo = ACR_CHAPTERS.find((c) => c.id === chapter)!;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box component="section" aria-labelledby={`${id}-title`} sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Accessibility Conformance Report
        </Typography>
        <Typography variant="body2">
          {acr.pages.length && acr.scanDates
            ? `Built from ${acr.pages.length} ${acr.pages.length === 1 ? 'page' : 'pages'} of ${acr.productName} scanned ${dayjs(acr.scanDates.from).format('MMM D, YYYY')}${acr.scanDates.from.slice(0, 10) === acr.scanDates.to.slice(0, 10) ? '' : ` to ${dayjs(acr.scanDates.to).format('MMM D, YYYY')}`}. `
            : 'No completed scan yet: every criterion waits for a manual evaluation. '}
          Automated checks only propose Does Not Support or Partially Supports where violations stand; Supports comes only from your evaluation.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          {acr.site ? (
            <TextField select size="small" label="Site" value={site ?? acr.site} onChange={(e) => setSite(e.target.value)} helperText="Evaluations and versions are this site’s" sx={{ minWidth: 260 }}>
              {acr.sites.map((s) => (
                <MenuItem key={s} value={s}>
                  {s}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <TextField select size="small" label="Chapter" value={chapter} onChange={(e) => setChapter(e.target.value as TAcrChapterId)} sx={{ minWidth: 260 }}>
            {ACR_CHAPTERS.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.label}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" disabled={create.pending || acr.pages.length === 0} onClick={() => acr.site && void create.run(acr.site).then((o) => o.ok && reload())}>
            Create version
          </Button>
          {acr.pages.length === 0 ? <Typography variant="body2">Run a scan first to create a version.</Typography> : null}
        </Box>
        <Box role="region" aria-labelledby={`${id}-caption`} tabIndex={0} sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small">
            <caption id={`${id}-caption`} style={{ captionSide: 'top', textAlign: 'left', padding: '8px 16px' }}>
              {chapterInfo.label}: {chapterSummary(rows)}
            </caption>
            <TableHead>
              <TableRow>
                <TableCell scope="col">Criterion</TableCell>
                <TableCell scope="col">Proposed from scans</TableCell>
                <TableCell scope="col">Recorded</TableCell>
                <TableCell scope="col">Evidence</TableCell>
                <TableCell scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((c) => (
                <TableRow key={c.num} data-criterion={c.num}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {c.num} {c.handle}
                  </TableCell>
                  <TableCell>{ACR_LEVEL_LABELS[c.proposed]}</TableCell>
                  <TableCell>
                    {c.recorded ? (
                      <>
                        {ACR_LEVEL_LABELS[c.recorded.level]}
                        <Typography variant="caption" component="div">
                          by {c.recorded.evaluatedBy.name}, {dayjs(c.recorded.evaluatedAt).format('MMM D, YYYY')}
                        </Typography>
                      </>
                    ) : (
                      'Not yet'
                    )}
                  </TableCell>
                  <TableCell>
                    <Evidence criterion={c} />
                  </TableCell>
                  <TableCell>
                    <Button size="small" variant="outlined" onClick={() => setEditing(c)} aria-label={`Edit ${c.num} ${c.handle}`}>
                      Edit
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Box>
      <AcrVersions versions={versions} />
      {editing ? (
        <AcrCriterionDialog
          criterion={editing}
          site={acr.site}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      ) : null}
    </Box>
  );
}
