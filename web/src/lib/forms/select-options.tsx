import type { ReactNode } from 'react';

/**
 * The <option>s of a native select (a TextField with `select` and native SelectProps): each of
 * `values` in its order, labelled by `label`, a lookup by value or a function of it.
 */
export function selectOptions<V extends string | number>(values: readonly V[], label: Readonly<Record<V, ReactNode>> | ((value: V) => ReactNode)) {
  const labelOf = typeof label === 'function' ? label : (value: V) => label[value];
  return values.map((value) => (
    <option key={value} value={value}>
      {labelOf(value)}
    </option>
  ));
}
