import type { User } from '@/types/api';

export type UserAction = 'makeAdmin' | 'removeAdmin' | 'disable' | 'enable';

export const isAdmin = (user: User) => user.role === 'admin';

/** The actions the server would accept for `user`, asked by the admin signed in as `me`. */
export function userActions(user: User, me: string): UserAction[] {
  const actions: UserAction[] = [];
  if (!isAdmin(user) && user.verified && !user.disabled) actions.push('makeAdmin');
  if (isAdmin(user)) actions.push('removeAdmin');
  if (!isAdmin(user) && !user.disabled && user.email !== me) actions.push('disable');
  if (user.disabled) actions.push('enable');
  return actions;
}
