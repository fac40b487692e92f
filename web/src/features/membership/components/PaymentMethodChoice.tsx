import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { MEMBERSHIP_MESSAGES as M, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type TPaymentMethod, type TPaymentMethods } from '@app/shared-types/membership/model';

type Props = { methods: TPaymentMethods; value: TPaymentMethod | null; onChange: (method: TPaymentMethod) => void; disabled?: boolean };

/** The payment-method choice: an unavailable method cannot be picked and says why (spec 001 section 5). */
export function PaymentMethodChoice({ methods, value, onChange, disabled }: Props) {
  const noCards = !methods.square && !methods.paypal;
  return (
    <FormControl component="fieldset" disabled={disabled} sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary', mb: 1 }}>
        Payment method
      </FormLabel>
      {noCards && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {M.cardsNotConfigured}
        </Alert>
      )}
      <RadioGroup name="payment-method" value={value ?? ''} onChange={(e) => onChange(e.target.value as TPaymentMethod)}>
        {PAYMENT_METHODS.map((method) => (
          <FormControlLabel
            key={method}
            value={method}
            disabled={!methods[method]}
            control={<Radio />}
            label={
              <span>
                {PAYMENT_METHOD_LABELS[method]}
                {!methods[method] && (
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 1 }}>
                    ({M.serviceNotConfigured})
                  </Typography>
                )}
              </span>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
