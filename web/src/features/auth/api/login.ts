import { api } from '@/lib/api-client';
import { emailRules, minLength, required, type Schema } from '@/lib/form';
import type { Identity } from '@/types/api';

import { useSignIn } from './exchange-token';

// Shared by login, signup and the new-password form.
export const passwordRules = [required('Password is required'), minLength(6, 'Must be 6 or longer')];

/** An admin's password is 12 characters or longer; the server also refuses the most common ones. */
export const adminPasswordRules = [...passwordRules, minLength(12, "An admin's password must be 12 characters or longer")];

/** `newPassword` is sent only once the server asked for one (an admin's password too weak for an admin). */
export type LoginFormValues = { email: string; password: string; newPassword: string };

export const loginSchema: Schema<LoginFormValues> = { email: emailRules, password: passwordRules };

export const renewingLoginSchema: Schema<LoginFormValues> = { ...loginSchema, newPassword: adminPasswordRules };

export const login = ({ email, password, newPassword }: LoginFormValues) =>
  api.post<Identity>('/auth/login', { email: email.trim(), password, ...(newPassword && { newPassword }) }, { token: null });

export const useLogin = () => useSignIn(login);
