import { z } from 'zod';
import '../zod-messages';
import { HISTORY_RANGES } from './model';

export * from './model';

export const ZHistoryQuery = z.object({ range: z.enum(HISTORY_RANGES, { error: 'range must be hour or day' }).default('hour') });
export type THistoryQuery = z.infer<typeof ZHistoryQuery>;
