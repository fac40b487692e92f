import type { Control, FieldValues, Path } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

/**
 * A form field chosen from a few options in one row: a fieldset whose legend names the radio group
 * (`legendId` ties them together), showing `fallback` while the field holds nothing.
 */
export function ControlledRadioRow<T extends FieldValues>({
  name,
  control,
  legend,
  legendId,
  fallback,
  options,
}: {
  name: Path<T>;
  control: Control<T>;
  legend: string;
  legendId: string;
  fallback: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControl component="fieldset">
          <FormLabel component="legend" id={legendId}>
            {legend}
          </FormLabel>
          <RadioGroup row aria-labelledby={legendId} value={field.value ?? fallback} onChange={(_, v) => field.onChange(v)}>
            {options.map((o) => (
              <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}
