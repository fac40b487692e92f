import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ZCreatePostRequest, type TCreatePostRequest } from '@app/shared-types/community';
import { POST_CATEGORIES, POST_CONTENT_MAX, POST_TITLE_MAX, type TPostCategory } from '@app/shared-types/community/feed';
import { tierOf } from '@app/shared-types/auth/access';
import { PAID_PLAN_IDS, PLANS, tierAtLeast } from '@app/shared-types/membership/model';
import { fieldErrors } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { textFieldBinder } from '../../../lib/forms/text-field';
import { useCreatePost, type TCreatePostBody } from '../api/create-post';
import { entryOptions, selectOptions } from '../../../lib/forms/select-options';

const FIELDS = ['title', 'content', 'category', 'isPremiumOnly', 'requiredTier'] as const;

export type PostComposerFormProps = {
  /** Premium members (and staff) may mark a post premium-only; the server enforces it. */
  canPostPremium: boolean;
  defaultCategory: TPostCategory;
  /** Called with true after a successful post, false on Cancel. */
  onDone: (posted: boolean) => void;
};

/**
 * The expanded composer: the shared ZCreatePostRequest schema validates it, so the spec's messages
 * ('Title is required', 'Content must be at least 10 characters') show under the fields. Loaded
 * on demand with the schema library, so the feed itself stays light.
 */
export default function PostComposerForm({ canPostPremium, defaultCategory, onDone }: PostComposerFormProps) {
  const id = useId();
  const { run: submit, pending } = useCreatePost();
  const { user } = useCurrentUser();
  // An author gates a post up to their own plan (the server refuses anything higher).
  const tiers = PAID_PLAN_IDS.filter((tier) => tierAtLeast(tierOf(user), tier));
  const {
    register,
    handleSubmit,
    watch,
    setError,
    setFocus,
    control,
    formState: { errors },
  } = useForm<TCreatePostRequest, unknown, TCreatePostBody>({
    resolver: zodResolver(ZCreatePostRequest),
    defaultValues: { title: '', content: '', category: defaultCategory, isPublic: true, isPremiumOnly: false, requiredTier: 'starter' },
  });

  // Opening the composer moves focus into it.
  useEffect(() => setFocus('title'), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    if (pending) return;
    const gated = canPostPremium && values.isPremiumOnly;
    const body = { ...values, isPremiumOnly: gated, requiredTier: gated ? values.requiredTier : undefined };
    const outcome = await submit(body);
    if (outcome.ok) {
      onDone(true);
      return;
    }
    showServerFieldErrors(fieldErrors(outcome.error), FIELDS, setError);
  });

  const field = textFieldBinder(register, errors);
  const premiumOnly = watch('isPremiumOnly');

  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-label="Share an insight" sx={{ display: 'grid', gap: 2, flex: 1, minWidth: 0 }}>
      <TextField {...field('title')} id={`${id}-title`} label="Title" required slotProps={{ htmlInput: { maxLength: POST_TITLE_MAX } }} />
      <TextField
        {...field('content', 'At least 10 characters.')}
        id={`${id}-content`}
        label="Content"
        required
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: POST_CONTENT_MAX } }}
      />
      <TextField
        {...field('category')}
        fullWidth={false}
        id={`${id}-category`}
        select
        label="Category"
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: { sm: 320 } }}
      >
        {entryOptions(POST_CATEGORIES)}
      </TextField>
      <Box>
        <FormControlLabel
          control={
            <Controller
              name="isPremiumOnly"
              control={control}
              render={({ field: { value, onChange, onBlur, name, ref } }) => (
                <Checkbox
                  name={name}
                  checked={!!value}
                  onChange={(_, checked) => onChange(checked)}
                  onBlur={onBlur}
                  disabled={!canPostPremium}
                  slotProps={{ input: { ref, 'aria-describedby': canPostPremium ? undefined : `${id}-premium-note` } }}
                />
              )}
            />
          }
          label="Premium Members Only"
        />
        {canPostPremium && premiumOnly && tiers.length > 1 ? (
          <TextField
            {...field('requiredTier', 'Members on this plan or a higher one can read it.')}
            fullWidth={false}
            id={`${id}-tier`}
            select
            label="Readable with"
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ maxWidth: { sm: 320 }, mt: 1, ml: { xs: 0, sm: 4 } }}
          >
            {selectOptions(tiers, (t) => `${PLANS[t].name} plan and above`)}
          </TextField>
        ) : null}
        {canPostPremium ? null : (
          <Typography id={`${id}-premium-note`} variant="body2" color="text.secondary" sx={{ ml: { xs: 0, sm: 4 } }}>
            Only premium members can share premium-only insights. <Link href="/premium">Upgrade to Premium</Link>
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={() => onDone(false)} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" aria-disabled={pending || undefined}>
          {pending ? 'Posting...' : 'Share Insight'}
        </Button>
      </Box>
    </Box>
  );
}
