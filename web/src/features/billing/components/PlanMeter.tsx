import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { meterText, type TEntitlement } from '@app/shared-types/billing/model';
import { upgradeToTierLabel, type TPaidPlanId } from '@app/shared-types/membership/model';

const resets = (iso: string) => new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'America/New_York' }).format(new Date(iso));
// An hourly allowance frees up at a time of the reader's day (their own clock, not the firm's).
const resetsAtTime = (iso: string) => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

function resetText(meter: TEntitlement): string {
  if (!meter.resetsAt) return '';
  if (meter.key !== 'scans') return `, resets ${resets(meter.resetsAt)}`;
  return meter.used > 0 ? `, resets at ${resetsAtTime(meter.resetsAt)}` : '';
}

/** One meter: "1 of 2 premium live sessions left this month, resets December 1", and its bar when counted. */
export function MeterLine({ meter }: { meter: TEntitlement }) {
  const text = meterText(meter);
  const counted = meter.limit > 0 && meter.key !== 'premium-content';
  return (
    <>
      <Typography variant="body2" component="p">
        {text}
        {counted ? resetText(meter) : ''}
      </Typography>
      {counted ? <LinearProgress variant="determinate" value={(100 * meter.remaining) / meter.limit} aria-label={text} sx={{ mt: 0.5 }} /> : null}
    </>
  );
}

/**
 * A meter where it is used (the live training page): what is left this month, and the plan that
 * gives more when nothing is left or nothing is included. `upgradeTo`: that plan.
 */
export function PlanMeter({ meter, title, upgradeTo }: { meter: TEntitlement; title: string; upgradeTo: TPaidPlanId | null }) {
  const out = meter.limit !== -1 && meter.remaining === 0;
  return (
    <Box component="section" aria-label={title} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      <MeterLine meter={meter} />
      {out && upgradeTo ? (
        <Button href={`/premium?plan=${upgradeTo}`} size="small" variant="outlined" sx={{ mt: 1 }}>
          {upgradeToTierLabel(upgradeTo)}
        </Button>
      ) : null}
    </Box>
  );
}
