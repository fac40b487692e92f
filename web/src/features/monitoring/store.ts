import { create } from '../../lib/store';
import { initialDashboardState, type TDashboardState } from './model/dashboard';

/** A thin zustand store over model/dashboard.ts: every change goes through `updateDashboard`. */
export const useDashboardStore = create<TDashboardState>()(() => initialDashboardState);

export function updateDashboard<A extends unknown[]>(fn: (s: TDashboardState, ...args: A) => TDashboardState, ...args: A): void {
  useDashboardStore.setState((s) => fn(s, ...args), true);
}

export function resetDashboard(): void {
  useDashboardStore.setState(initialDashboardState, true);
}
