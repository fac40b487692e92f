import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import PendingOutlinedIcon from '@mui/icons-material/PendingOutlined';
import { SAM_STEP_STATUSES, type TSamRegistration, type TSamStepId } from '@app/shared-types/sam-registration/model';
import type { TSamStep } from '../../../content/types';
import { contactHref } from '../../../lib/contact-prefill';
import { SAM_STATUS_LABEL, statusOf, toggleExpanded, type TSamStepStatus } from '../model/sam-progress';
import { LinkButton, VisuallyHidden } from './ui';

const STATUS_CHIP: Record<TSamStepStatus, { bg: string; fg: string }> = {
  completed: { bg: '#1b5e20', fg: '#ffffff' },
  'in-progress': { bg: '#0b5394', fg: '#ffffff' },
  pending: { bg: '#e6e9ef', fg: '#1a1f2b' },
};

const STATUS_ICON: Record<TSamStepStatus, React.ReactNode> = {
  completed: <CheckCircleIcon aria-hidden sx={{ color: '#1b5e20' }} />,
  'in-progress': <HourglassTopIcon aria-hidden sx={{ color: '#0b5394' }} />,
  // Not an empty circle: beside the status radios it would read as one.
  pending: <PendingOutlinedIcon aria-hidden sx={{ color: '#4a5263' }} />,
};

/** "37.5%", "50%": the spec's formula shown without rounding away halves. */
export function formatPercent(percent: number): string {
  return `${Number(percent.toFixed(1))}%`;
}

/** A signed-in member's own checklist: null while it loads; `error` when it could not be. */
export type TSamMember = {
  registration: TSamRegistration | null;
  error: string | null;
  saving: boolean;
  onStatusChange: (stepId: TSamStepId, status: TSamStepStatus) => void;
};

function Progress({ member, labelId }: { member: TSamMember; labelId: string }) {
  if (member.error) return <Alert severity="warning" sx={{ mb: 3 }}>{member.error}</Alert>;
  const progress = member.registration?.progress;
  return (
    <Box sx={{ mb: 3 }} data-testid="sam-progress">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={labelId} sx={{ fontWeight: 600 }}>
          Your registration progress
        </Typography>
        {/* Announced when a step's status is saved. */}
        <Typography sx={{ fontWeight: 700 }} aria-live="polite">
          {progress ? formatPercent(progress.percent) : <Skeleton width={48} aria-label="Loading your progress" />}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={progress?.percent ?? 0}
        aria-labelledby={labelId}
        aria-busy={!progress || undefined}
        aria-valuetext={progress ? `${formatPercent(progress.percent)} complete: ${progress.completed} of ${progress.total} steps completed, ${progress.inProgress} in progress` : 'Loading'}
        sx={{ height: 10, borderRadius: 5 }}
      />
    </Box>
  );
}

/**
 * The interactive four-step SAM registration section (spec 000 section 4). One step is expanded at
 * a time. A signed-in member sees their own progress (saved on the server, 0% for a new account),
 * each step's status, a control to set it in the step's detail, and 'Continue Step' on an
 * in-progress step. Visitors see the steps without any status: there is no one's progress to show.
 */
export function SamRegistrationSteps({ steps, member }: { steps: readonly TSamStep[]; member?: TSamMember }) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const baseId = useId();
  const registration = member?.registration ?? null;

  return (
    <Box>
      {member ? <Progress member={member} labelId={`${baseId}-progress`} /> : null}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {steps.map((step, index) => {
          const isOpen = expanded === step.id;
          const panelId = `${baseId}-${step.id}-panel`;
          const buttonId = `${baseId}-${step.id}-button`;
          const status = registration ? statusOf(registration, step.id) : null;
          return (
            <Box component="li" key={step.id}>
              <Paper variant="outlined" sx={{ borderColor: isOpen ? 'primary.main' : undefined, borderWidth: isOpen ? 2 : 1, height: '100%' }}>
                <Typography component="h3" sx={{ m: 0 }}>
                  <ButtonBase
                    id={buttonId}
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => setExpanded((current) => toggleExpanded(current, step.id))}
                    sx={{
                      width: '100%',
                      textAlign: 'left',
                      justifyContent: 'flex-start',
                      alignItems: 'flex-start',
                      gap: 2,
                      p: 2,
                      borderRadius: 1,
                      '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                    }}
                  >
                    <Box
                      aria-hidden
                      sx={{ flex: '0 0 40px', height: 40, borderRadius: '50%', bgcolor: 'primary.main', color: '#fff', display: 'grid', placeItems: 'center', fontWeight: 700 }}
                    >
                      {index + 1}
                    </Box>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Box component="span" sx={{ display: 'block', fontWeight: 700, fontSize: '1.1rem', color: 'text.primary' }}>
                        <VisuallyHidden>Step {index + 1}:</VisuallyHidden>{' '}
                        {step.title}
                      </Box>
                      <Box component="span" sx={{ display: 'block', color: 'text.secondary', mt: 0.5, fontSize: '0.95rem' }}>
                        {step.description}
                      </Box>
                      <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1.5 }}>
                        {status ? (
                          <>
                            {STATUS_ICON[status]}
                            <Chip component="span" size="small" label={SAM_STATUS_LABEL[status]} sx={{ bgcolor: STATUS_CHIP[status].bg, color: STATUS_CHIP[status].fg, fontWeight: 600 }} />
                          </>
                        ) : null}
                        <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
                          Timeframe: {step.timeframe}
                        </Box>
                      </Box>
                    </Box>
                    <ExpandMoreIcon aria-hidden sx={{ transform: isOpen ? 'rotate(180deg)' : 'none', transition: 'transform 150ms', color: 'text.secondary' }} />
                  </ButtonBase>
                </Typography>
                {status === 'in-progress' ? (
                  <Box sx={{ px: 2, pb: 2 }}>
                    <LinkButton
                      to={contactHref({
                        service: 'sam-registration',
                        message: `I'd like to continue my SAM registration: step ${index + 1}, ${step.title}.`,
                      })}
                      variant="contained"
                      size="small"
                    >
                      Continue Step
                    </LinkButton>
                  </Box>
                ) : null}
                <Collapse in={isOpen}>
                  <Box id={panelId} role="region" aria-labelledby={buttonId} sx={{ px: 2, pb: 2, pt: 0 }}>
                    <Typography sx={{ mb: 1.5 }}>{step.detailedDescription}</Typography>
                    <Typography component="h4" sx={{ fontWeight: 700, mb: 0.5 }}>
                      What you will need
                    </Typography>
                    <Box component="ul" sx={{ m: 0, pl: 3 }}>
                      {step.requirements.map((r) => (
                        <li key={r}>
                          <Typography component="span">{r}</Typography>
                        </li>
                      ))}
                    </Box>
                    {member && status ? (
                      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }} disabled={member.saving}>
                        <Typography component="legend" sx={{ fontWeight: 700, p: 0 }}>
                          Your status for this step
                        </Typography>
                        <RadioGroup row value={status} onChange={(e) => member.onStatusChange(step.id, e.target.value as TSamStepStatus)}>
                          {[...SAM_STEP_STATUSES].reverse().map((s) => (
                            <FormControlLabel key={s} value={s} control={<Radio size="small" />} label={SAM_STATUS_LABEL[s]} disabled={member.saving} />
                          ))}
                        </RadioGroup>
                      </Box>
                    ) : null}
                  </Box>
                </Collapse>
              </Paper>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
