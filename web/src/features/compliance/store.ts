import { create } from '../../lib/store';
import { initialComplianceState, type TComplianceState } from './model/compliance';

/** A thin zustand store over model/compliance.ts: every change goes through `updateCompliance`. */
export const useComplianceStore = create<TComplianceState>()(() => initialComplianceState);

export function updateCompliance<A extends unknown[]>(fn: (s: TComplianceState, ...args: A) => TComplianceState, ...args: A): void {
  useComplianceStore.setState((s) => fn(s, ...args), true);
}

export function resetComplianceStore(): void {
  useComplianceStore.setState(initialComplianceState, true);
}
