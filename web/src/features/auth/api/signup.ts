import { api } from '@/lib/api-client';
import { emailRules, required, type Schema } from '@/lib/form';
import type { Identity } from '@/types/api';

import { useSignIn } from './exchange-token';
import { passwordRules } from './login';

export type SignupFormValues = { name: string; email: string; password: string };

export const signupSchema: Schema<SignupFormValues> = {
  name: [required('Name is required')],
  email: emailRules,
  password: passwordRules,
};

export const signup = ({ name, email, password }: SignupFormValues) =>
  api.post<Identity>('/auth/signup', { name: name.trim(), email: email.trim(), password }, { token: null });

export const useSignup = () => useSignIn(signup);
