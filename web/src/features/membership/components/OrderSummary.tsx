import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MONEY_BACK_GUARANTEE, PAYMENT_METHOD_LABELS, type TPaymentMethod, type TPlan } from '@app/shared-types/membership/model';

/** The order summary beside the Start Premium Access button. */
export function OrderSummary({ plan, method }: { plan: TPlan; method: TPaymentMethod | null }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="order-summary" sx={{ p: 2 }}>
      <Typography id="order-summary" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Order summary
      </Typography>
      <dl style={{ margin: 0 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography component="dt">{plan.name} plan</Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            ${plan.price} / month
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography component="dt">Payment method</Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {method ? PAYMENT_METHOD_LABELS[method] : 'Choose one'}
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'space-between', borderTop: 1, borderColor: 'divider', mt: 1, pt: 1 }}>
          <Typography component="dt" sx={{ fontWeight: 700 }}>
            Due today
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
            ${plan.price}.00 USD
          </Typography>
        </Stack>
      </dl>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Billed monthly. {MONEY_BACK_GUARANTEE}. Cancel any time.
      </Typography>
    </Paper>
  );
}
