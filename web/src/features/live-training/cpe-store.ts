import { create } from 'zustand';
import { initialCpe, type TCpeState } from './model/panel/checks';

/** The CPE part of the open panel (model/panel/checks.ts), beside the panel's own store. */
export const useCpeStore = create<TCpeState>()(() => initialCpe);

export function updateCpe<A extends unknown[]>(fn: (s: TCpeState, ...args: A) => TCpeState, ...args: A): void {
  useCpeStore.setState((s) => fn(s, ...args), true);
}
