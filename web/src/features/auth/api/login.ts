import { api } from '@/lib/api-client';
import { emailRules, minLength, required, type Schema } from '@/lib/form';
import type { Identity } from '@/types/api';

import { useSignIn } from './exchange-token';

// Shared by login, signup and the new-password form.
export const passwordRules = [required('Password is required'), minLength(6, 'Must be 6 or longer')];

export type LoginFormValues = { email: string; password: string };

export const loginSchema: Schema<LoginFormValues> = { email: emailRules, password: passwordRules };

export const login = ({ email, password }: LoginFormValues) =>
  api.post<Identity>('/auth/login', { email: email.trim(), password }, { token: null });

export const useLogin = () => useSignIn(login);
