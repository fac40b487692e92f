import { zodResolver } from '@hookform/resolvers/zod';
import { ZStartScanRequest } from '@app/shared-types/compliance';

/** Loaded by the new-scan form on first use (lib/forms/lazy-resolver.ts): the schema the server validates with. */
export const scanResolver = zodResolver(ZStartScanRequest);
