import { CONTRACTING_MODULES } from './contracting';
import { FINANCE_MODULES } from './finance';
import { FREE_MODULES } from './free';
import type { CatalogModule } from './types';

export type { CatalogModule } from './types';

/** The 13 modules (spec 001 section 3), free ones first. Written for small businesses and government contractors. */
export const TRAINING_CATALOG: readonly CatalogModule[] = [...FREE_MODULES, ...FINANCE_MODULES, ...CONTRACTING_MODULES];
