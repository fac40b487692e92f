import { zodResolver } from '@hookform/resolvers/zod';
import { ZContactRequest } from '@app/shared-types/contact';

/** Loaded by the contact form on first use (lib/forms/lazy-resolver.ts): the schema the server validates with. */
export const contactResolver = zodResolver(ZContactRequest);
