import { zodResolver } from '@hookform/resolvers/zod';
import { ZChangePasswordForm, ZLoginRequest, ZPasswordResetRequest, ZRegisterRequest, ZResetPasswordForm, ZUpdateProfileRequest } from '@app/shared-types/auth';

/** Loaded by the forms on first use (lib/forms/lazy-resolver.ts): the schemas the server validates with. */
export const signInResolver = zodResolver(ZLoginRequest);
export const registerResolver = zodResolver(ZRegisterRequest);
export const profileResolver = zodResolver(ZUpdateProfileRequest);
export const changePasswordResolver = zodResolver(ZChangePasswordForm);
export const forgotPasswordResolver = zodResolver(ZPasswordResetRequest);
export const resetPasswordResolver = zodResolver(ZResetPasswordForm);
