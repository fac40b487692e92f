import { z } from 'zod';
import '../zod-messages';

export * from './model';

export const ZCertificateIdParam = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/i, 'Certificate not found') });
export const ZCertificateCodeParam = z.object({ code: z.string().max(40, 'Certificate not found') });
