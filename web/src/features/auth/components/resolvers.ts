import { zodResolver } from '@hookform/resolvers/zod';
import { ZLoginRequest, ZRegisterRequest } from '@app/shared-types/auth';

/** Loaded by the forms on first use (lib/forms/lazy-resolver.ts): the schemas the server validates with. */
export const signInResolver = zodResolver(ZLoginRequest);
export const registerResolver = zodResolver(ZRegisterRequest);
