import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import RemoveIcon from '@mui/icons-material/Remove';
import { COMPARISON_SERVICES } from '../../../content/services';
import type { TComparisonService, TComparisonValue, TTierId } from '../../../content/types';
import { TIER_IDS } from '../../../content/types';
import { compareSummary, isTierId, quoteContactHref } from '../model/tier-selection';
import { useRestoredFromStorage } from '../../../lib/persisted-store';
import { useServicesStore } from '../store';
import { LinkButton, VisuallyHidden } from './ui';

const PRICE_KEY = { basic: 'basicPrice', standard: 'standardPrice', premium: 'premiumPrice' } as const;
const NONE = 'none';

function Value({ value }: { value: TComparisonValue }) {
  if (value === true)
    return (
      <>
        <CheckIcon aria-hidden sx={{ color: 'success.main' }} />
        <VisuallyHidden>Included</VisuallyHidden>
      </>
    );
  if (value === false)
    return (
      <>
        <RemoveIcon aria-hidden sx={{ color: 'text.secondary' }} />
        <VisuallyHidden>Not included</VisuallyHidden>
      </>
    );
  return <>{value}</>;
}

const cellSx = { borderBottom: '1px solid', borderColor: 'divider', p: { xs: 1, sm: 1.5 }, textAlign: 'left', verticalAlign: 'top' } as const;

function ComparisonTable({ service, selected }: { service: TComparisonService; selected: TTierId | undefined }) {
  const captionId = `compare-${service.id}-caption`;
  return (
    <Box role="region" aria-labelledby={captionId} tabIndex={0} sx={{ overflowX: 'auto', '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' } }}>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: { xs: '0.875rem', sm: '1rem' }, minWidth: 340 }}>
        <Box component="caption" id={captionId} sx={{ textAlign: 'left', captionSide: 'top', fontWeight: 600, pb: 1 }}>
          {service.name}: features by package
        </Box>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={cellSx}>
              Feature
            </Box>
            {TIER_IDS.map((tierId) => (
              <Box
                component="th"
                scope="col"
                key={tierId}
                sx={{ ...cellSx, bgcolor: selected === tierId ? '#edf5ee' : undefined }}
              >
                <Box component="span" sx={{ display: 'block' }}>
                  {service.tierNames[tierId]}
                </Box>
                <Box component="span" sx={{ display: 'block', fontWeight: 400, color: 'text.secondary' }}>
                  {service[PRICE_KEY[tierId]]}
                </Box>
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {service.features.map((feature) => (
            <tr key={feature.name}>
              <Box component="th" scope="row" sx={{ ...cellSx, fontWeight: 500 }}>
                {feature.name}
              </Box>
              {TIER_IDS.map((tierId) => (
                <Box component="td" key={tierId} sx={{ ...cellSx, bgcolor: selected === tierId ? '#edf5ee' : undefined }}>
                  <Value value={feature[tierId]} />
                </Box>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

/** 'Compare Services' tab: feature tables, one selected tier per service, summary and quote link. */
export default function CompareServices() {
  useRestoredFromStorage(useServicesStore);
  const selections = useServicesStore((s) => s.compareSelections);
  const selectTier = useServicesStore((s) => s.selectCompareTier);
  const clearTier = useServicesStore((s) => s.clearCompareTier);
  const lines = compareSummary(COMPARISON_SERVICES, selections);

  return (
    <Box>
      <Box sx={{ display: 'grid', gap: 4 }}>
        {COMPARISON_SERVICES.map((service) => {
          const selected = selections[service.id];
          const legendId = `compare-${service.id}-legend`;
          return (
            <Paper key={service.id} variant="outlined" component="article" aria-labelledby={`compare-${service.id}-title`} sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography id={`compare-${service.id}-title`} variant="h5" component="h3" sx={{ fontWeight: 700 }}>
                {service.name}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {service.description}
              </Typography>
              <ComparisonTable service={service} selected={selected} />
              <FormControl component="fieldset" sx={{ mt: 2 }}>
                <FormLabel component="legend" id={legendId} sx={{ fontWeight: 700, color: 'text.primary', '&.Mui-focused': { color: 'text.primary' } }}>
                  Your {service.name} package
                </FormLabel>
                <RadioGroup
                  row
                  aria-labelledby={legendId}
                  name={`compare-${service.id}`}
                  value={selected ?? NONE}
                  onChange={(_, value) => (isTierId(value) ? selectTier(service.id, value) : clearTier(service.id))}
                >
                  {TIER_IDS.map((tierId) => (
                    <FormControlLabel
                      key={tierId}
                      value={tierId}
                      control={<Radio />}
                      label={`${service.tierNames[tierId]} (${service[PRICE_KEY[tierId]]})`}
                    />
                  ))}
                  <FormControlLabel value={NONE} control={<Radio />} label="Not needed" />
                </RadioGroup>
              </FormControl>
            </Paper>
          );
        })}
      </Box>

      <Paper variant="outlined" component="section" aria-labelledby="compare-summary-heading" sx={{ p: 3, mt: 4, bgcolor: 'grey.50' }}>
        <Typography id="compare-summary-heading" variant="h5" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          Your selections
        </Typography>
        <Box aria-live="polite">
          {lines.length > 0 ? (
            <Box component="ul" sx={{ pl: 3, mt: 0, mb: 2 }} data-testid="compare-summary">
              {lines.map((line) => (
                <li key={line.serviceId}>
                  <strong>{line.serviceName}:</strong> {line.tierName} ({line.price})
                </li>
              ))}
            </Box>
          ) : (
            <Typography id="compare-empty" sx={{ mb: 2 }}>
              No packages selected yet. Choose a package for one or more services above to request a quote.
            </Typography>
          )}
        </Box>
        {lines.length > 0 ? (
          <LinkButton to={quoteContactHref(lines)} variant="contained" size="large">
            Get Quote for Selected Services
          </LinkButton>
        ) : (
          <Button variant="contained" size="large" disabled aria-describedby="compare-empty">
            Get Quote for Selected Services
          </Button>
        )}
      </Paper>
    </Box>
  );
}
