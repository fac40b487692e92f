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

/** The <option>s of a native select from `{ value, label }` entries (categories, types), in their order. */
export function entryOptions<V extends string | number>(entries: readonly { value: V; label: ReactNode }[]) {
  return entries.map(({ value, label }) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}
