import type { ReactNode } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup, { type ToggleButtonGroupProps } from '@mui/material/ToggleButtonGroup';
import type { SxProps, Theme } from '@mui/material/styles';

type Props<V extends string> = Omit<ToggleButtonGroupProps, 'value' | 'onChange' | 'exclusive' | 'children'> & {
  value: V;
  onChange: (value: V) => void;
  options: readonly V[];
  label: (value: V) => ReactNode;
  /** Each button's styles (the group's `sx` styles the group). */
  buttonSx?: SxProps<Theme>;
};

/**
 * One of a few options as a row of toggle buttons (aria-pressed), always one chosen: pressing the
 * chosen one again keeps it rather than leaving none.
 */
export function ExclusiveToggleGroup<V extends string>({ value, onChange, options, label, buttonSx, ...group }: Props<V>) {
  return (
    <ToggleButtonGroup {...group} value={value} exclusive onChange={(_, next: V | null) => next && onChange(next)}>
      {options.map((option) => (
        <ToggleButton key={option} value={option} sx={buttonSx}>
          {label(option)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
