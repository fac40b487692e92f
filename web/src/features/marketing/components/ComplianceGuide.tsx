import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { COMPLIANCE_CATEGORIES } from '../../../content/government';
import type { TComplianceItem } from '../../../content/types';
import { contactHref } from '../../../lib/contact-prefill';
import { categoryCount, formatCategoryCount, isItemComplete, itemNotice, overallPercent } from '../model/checklist';
import { useRestoredFromStorage } from '../../../lib/persisted-store';
import { useServicesStore } from '../store';
import { UrgencyChip } from './UrgencyChip';
import { LinkButton, VisuallyHidden } from './ui';
import { tabLinks } from '../../../lib/ui/tab-links';

function ChecklistItem({ item }: { item: TComplianceItem }) {
  const checklist = useServicesStore((s) => s.checklist);
  const toggle = useServicesStore((s) => s.toggleChecklistItem);
  const done = isItemComplete(item, checklist);
  const notice = itemNotice(item, checklist);
  const id = useId();
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'flex-start', borderColor: done ? 'success.main' : undefined, bgcolor: done ? '#f3f8f3' : undefined }}
    >
      <Checkbox
        checked={done}
        onChange={() => toggle(item)}
        color="success"
        slotProps={{ input: { id: `${id}-check`, 'aria-describedby': `${id}-desc ${id}-meta` } }}
        sx={{ mt: -0.75, ml: -1 }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="label" htmlFor={`${id}-check`} sx={{ fontWeight: 700, fontSize: '1.05rem', cursor: 'pointer', display: 'block' }}>
          {item.title}
        </Typography>
        <Typography id={`${id}-desc`} color="text.secondary" sx={{ mt: 0.5 }}>
          {item.description}
        </Typography>
        <Box id={`${id}-meta`} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 1 }}>
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <VisuallyHidden>Urgency:</VisuallyHidden>{' '}
            <UrgencyChip urgency={item.urgency} />
          </Box>
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.secondary', fontSize: '0.9rem' }}>
            <ScheduleIcon aria-hidden fontSize="small" />
            <VisuallyHidden>Timeframe:</VisuallyHidden>{' '}
            {item.timeframe}
          </Box>
        </Box>
        {notice === 'completed' ? (
          <Typography sx={{ mt: 1, color: 'success.main', fontWeight: 700, display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <CheckCircleIcon aria-hidden fontSize="small" />
            Completed - Great job!
          </Typography>
        ) : null}
        {notice === 'assistance' ? (
          <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <Typography sx={{ color: '#8a5300', fontWeight: 700, display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <SupportAgentIcon aria-hidden fontSize="small" />
              Professional assistance recommended
            </Typography>
            <LinkButton
              to={contactHref({ message: `I'd like professional help with this compliance item: ${item.title}.` })}
              variant="outlined"
              size="small"
            >
              Get Help{' '}<VisuallyHidden>with {item.title}</VisuallyHidden>
            </LinkButton>
          </Box>
        ) : null}
      </Box>
    </Paper>
  );
}

/** 'Compliance Guide' tab: the checklist, per-category counts and overall progress (kept in this browser). */
export default function ComplianceGuide() {
  useRestoredFromStorage(useServicesStore);
  const checklist = useServicesStore((s) => s.checklist);
  const reset = useServicesStore((s) => s.resetChecklist);
  const [categoryId, setCategoryId] = useState(COMPLIANCE_CATEGORIES[0]?.id ?? '');
  const baseId = useId();
  const links = tabLinks<string>(baseId);
  const percent = overallPercent(COMPLIANCE_CATEGORIES, checklist);
  const category = COMPLIANCE_CATEGORIES.find((c) => c.id === categoryId) ?? COMPLIANCE_CATEGORIES[0];

  return (
    <Box>
      <Typography variant="h5" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Federal contracting compliance checklist
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Tick off each item as you complete it. Your progress is saved in this browser only.
      </Typography>
      <Box sx={{ mb: 3 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1 }}>
          <Typography id={`${baseId}-overall`} sx={{ fontWeight: 700 }}>
            Overall progress
          </Typography>
          <Typography sx={{ fontWeight: 700 }} data-testid="checklist-overall">
            {percent}% complete
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={percent}
          color="success"
          aria-labelledby={`${baseId}-overall`}
          aria-valuetext={`${percent}% complete`}
          sx={{ height: 10, borderRadius: 5 }}
        />
      </Box>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={category?.id ?? false}
          onChange={(_, value: string) => setCategoryId(value)}
          aria-label="Compliance categories"
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          selectionFollowsFocus
        >
          {COMPLIANCE_CATEGORIES.map((c) => (
            <Tab
              key={c.id}
              value={c.id}
              {...links.tab(c.id)}
              sx={{ textTransform: 'none', alignItems: 'flex-start' }}
              label={
                <Box component="span" sx={{ textAlign: 'left' }}>
                  <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
                    {c.title}
                  </Box>
                  <Box component="span" sx={{ display: 'block', fontSize: '0.85rem' }}>
                    {formatCategoryCount(categoryCount(c, checklist))}
                  </Box>
                </Box>
              }
            />
          ))}
        </Tabs>
      </Box>
      {COMPLIANCE_CATEGORIES.map((c) => (
        <Box key={c.id} {...links.panel(c.id)} hidden={c.id !== category?.id} sx={{ pt: 3 }}>
          {c.id === category?.id ? (
            <>
              <Typography sx={{ mb: 2 }}>{c.description}</Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
                {c.items.map((item) => (
                  <ChecklistItem key={item.id} item={item} />
                ))}
              </Box>
            </>
          ) : null}
        </Box>
      ))}
      <Box sx={{ mt: 3 }}>
        <Button onClick={reset} variant="text" disabled={Object.keys(checklist).length === 0}>
          Reset Checklist
        </Button>
      </Box>
    </Box>
  );
}
