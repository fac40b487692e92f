import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { PACKAGE_PICKER_SERVICES, SERVICE_TIERS, formatTierPrice, serviceById } from '../../../content/services';
import type { TServiceId } from '../../../content/types';
import { isPackageSelected, packageContactHref, resolvePackage } from '../model/tier-selection';
import { useRestoredFromStorage } from '../../../lib/persisted-store';
import { useServicesStore } from '../store';
import { LinkButton, VisuallyHidden } from './ui';
import { FeatureList } from './FeatureList';
import { ExclusiveToggleGroup } from '../../../lib/ui/ExclusiveToggleGroup';

/** 'Service Packages' tab: pick one package; the confirmation panel names it. */
export function PackagePicker() {
  useRestoredFromStorage(useServicesStore);
  const selection = useServicesStore((s) => s.packageSelection);
  const select = useServicesStore((s) => s.selectPackage);
  const clear = useServicesStore((s) => s.clearPackage);
  const [serviceId, setServiceId] = useState<TServiceId>(() =>
    selection && PACKAGE_PICKER_SERVICES.includes(selection.serviceId) ? selection.serviceId : 'bookkeeping',
  );
  const service = serviceById(serviceId);
  const resolved = resolvePackage(selection);

  return (
    <Box>
      <Typography id="package-service-label" sx={{ fontWeight: 700, mb: 1 }}>
        Choose a service
      </Typography>
      <ExclusiveToggleGroup
        value={serviceId}
        onChange={setServiceId}
        options={PACKAGE_PICKER_SERVICES}
        label={(id) => serviceById(id).title}
        aria-labelledby="package-service-label"
        color="primary"
        sx={{ flexWrap: 'wrap', mb: 3 }}
        buttonSx={{ textTransform: 'none', fontWeight: 600, color: 'text.primary', '&.Mui-selected': { color: 'primary.main', bgcolor: '#e3ebf7' } }}
      />

      <Typography variant="h5" component="h3" sx={{ fontWeight: 700, mb: 2 }}>
        {service.title} packages
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {SERVICE_TIERS[serviceId].map((tier) => {
          const selected = isPackageSelected(selection, serviceId, tier.id);
          return (
            <Box component="li" key={tier.id} sx={{ display: 'flex' }}>
              <Paper
                variant="outlined"
                sx={{
                  p: 3,
                  width: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                  borderWidth: selected || tier.popular ? 2 : 1,
                  borderColor: selected ? 'success.main' : tier.popular ? 'primary.main' : undefined,
                }}
              >
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, minHeight: 24, mb: 1 }}>
                  {tier.popular ? <Chip size="small" label="Most Popular" sx={{ bgcolor: '#0b3d91', color: '#fff', fontWeight: 600 }} /> : null}
                  {tier.governmentReady ? <Chip size="small" label="Government Ready" sx={{ bgcolor: '#1b5e20', color: '#fff', fontWeight: 600 }} /> : null}
                </Box>
                <Typography component="h4" sx={{ fontWeight: 800, fontSize: '1.3rem' }}>
                  {tier.name}
                </Typography>
                <Typography sx={{ fontWeight: 800, fontSize: '1.5rem', color: 'primary.main', my: 1 }}>{formatTierPrice(tier)}</Typography>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  {tier.description}
                </Typography>
                <FeatureList features={tier.features} space={{ mb: 3, flex: 1 }} />
                <Button
                  variant={selected ? 'contained' : 'outlined'}
                  color={selected ? 'success' : 'primary'}
                  startIcon={selected ? <CheckCircleIcon aria-hidden /> : undefined}
                  onClick={() => select(serviceId, tier.id)}
                  fullWidth
                  size="large"
                >
                  {selected ? 'Selected' : 'Select Package'}
                  <VisuallyHidden>: {tier.name}</VisuallyHidden>
                </Button>
              </Paper>
            </Box>
          );
        })}
      </Box>

      <Box aria-live="polite" sx={{ mt: 3 }}>
        {resolved ? (
          <Paper variant="outlined" sx={{ p: 3, bgcolor: '#edf5ee', borderColor: 'success.main' }} data-testid="package-confirmation">
            <Typography component="h4" sx={{ fontWeight: 700, fontSize: '1.15rem', mb: 1, display: 'flex', gap: 1, alignItems: 'center' }}>
              <CheckCircleIcon aria-hidden sx={{ color: 'success.main' }} />
              Package selected
            </Typography>
            <Typography sx={{ mb: 2 }}>
              You selected the <strong>{resolved.tier.name}</strong> package for {resolved.serviceTitle} ({resolved.priceText}). We will tailor it to
              your business when we talk.
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
              <LinkButton to={packageContactHref(selection)} variant="contained" size="large">
                Contact Us About This Package
              </LinkButton>
              <Button onClick={clear} size="large">
                Clear Selection
              </Button>
            </Box>
          </Paper>
        ) : null}
      </Box>
    </Box>
  );
}
