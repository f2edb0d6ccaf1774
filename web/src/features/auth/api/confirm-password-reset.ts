import { api } from '@/lib/api-client';
import type { Schema } from '@/lib/form';
import type { Identity } from '@/types/api';

import { useSignIn } from './exchange-token';
import { passwordRules } from './login';

export type NewPasswordFormValues = { password: string };

export const newPasswordSchema: Schema<NewPasswordFormValues> = { password: passwordRules };

type ConfirmResetInput = { token: string; password: string };

export const confirmPasswordReset = (input: ConfirmResetInput) =>
  api.post<Identity>('/auth/password-reset/confirm', input, { token: null });

export const useConfirmPasswordReset = () => useSignIn(confirmPasswordReset);
