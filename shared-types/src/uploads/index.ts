import { z } from 'zod';
import '../zod-messages';
import type { TFileUpload } from './rules';

export * from './rules';

/** One stored upload as the API returns it (never the stored file name or the owner's id). */
export const ZFileUpload = z.object({
  id: z.string(),
  originalName: z.string(),
  fileSize: z.number().int().nonnegative(),
  mimeType: z.string(),
  uploadedAt: z.string(),
});

// The schema and the plain type must describe the same object.
type TSame<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _sameShape: TSame<z.infer<typeof ZFileUpload>, TFileUpload> = true;
void _sameShape;
