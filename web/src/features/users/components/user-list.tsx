import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { ConfirmDialog } from '@/components/ui/dialog';
import { ErrorText } from '@/components/ui/error-text';
import { Pager } from '@/components/ui/pager';
import { ListToolbar } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { Cell, Row, RowHeader, Table } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { useConfirmedMutation } from '@/hooks/use-confirmed-mutation';
import { useListParams } from '@/hooks/use-list-params';
import { accountQuery, useSignedInAccount } from '@/lib/auth';
import type { User } from '@/types/api';

import { useDisableUser } from '../api/disable-user';
import { useEnableUser } from '../api/enable-user';
import { useUsers } from '../api/get-users';
import { useMakeAdmin } from '../api/make-admin';
import { useRemoveAdmin } from '../api/remove-admin';
import { isAdmin, userActions, type UserAction } from '../user-actions';

const columns = ['Email', 'Name', 'Role', 'Verified', 'Disabled', 'Actions'];

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * The accounts, a page at a time, found by name or email (both in the URL: ?q=ann&page=2): who
 * is an admin, who proved their email, who is disabled, and the actions on each.
 */
export function UserList() {
  return (
    <>
      <ListToolbar label="Search users" placeholder="Name or email" />
      <UserTable />
    </>
  );
}

function UserTable() {
  const { q, page, offset, setPage } = useListParams();
  const me = useSignedInAccount().email;
  const { data: list, error, isPending } = useUsers({ q, offset });
  const actions = useUserActions(me);
  const demoting = actions.removeAdmin.pending;

  if (isPending) return <Spinner label="Loading users" />;
  if (error) return <ErrorText>{error.message}</ErrorText>;
  if (list.total === 0 && q) return <p>No users match ‘{q}’.</p>;

  return (
    <>
      <Table caption="Users" columns={columns}>
        {list.items.map((user) => (
          <Row key={user._id}>
            <RowHeader label="Email" className="break-anywhere">
              {user.email}
            </RowHeader>
            <Cell label="Name">{user.name}</Cell>
            <Cell label="Role">
              {isAdmin(user) ? <span className="badge badge-success">Admin</span> : <span className="badge">Customer</span>}
            </Cell>
            <Cell label="Verified">{yesNo(user.verified)}</Cell>
            <Cell label="Disabled">
              {user.disabled ? <span className="badge badge-warning">Yes</span> : 'No'}
            </Cell>
            <Cell label="Actions" className="cell-actions">
              {userActions(user, me).map((action) => (
                <button
                  key={action}
                  type="button"
                  className={action === 'disable' ? 'button button-danger' : 'button button-secondary'}
                  aria-label={`${buttonLabels[action]}: ${user.email}`}
                  onClick={() => actions[action].ask(user)}
                >
                  {buttonLabels[action]}
                </button>
              ))}
            </Cell>
          </Row>
        ))}
      </Table>
      <Pager label="users" list={list} page={page} onPage={setPage} />

      <ConfirmDialog
        {...actions.makeAdmin.dialogProps}
        title="Make this user an admin?"
        message={`${actions.makeAdmin.pending?.email} will be able to manage tools, orders and users.`}
        confirmLabel="Make Admin"
      />
      <ConfirmDialog
        {...actions.removeAdmin.dialogProps}
        title="Remove admin rights?"
        message={
          (demoting?.email === me
            ? `${me} is your own account: you will no longer see the admin pages.`
            : `${demoting?.email} will no longer be able to manage tools, orders and users.`) + keysRevoked(demoting, me)
        }
        confirmLabel="Remove admin"
      />
      <ConfirmDialog
        {...actions.disable.dialogProps}
        title="Disable this account?"
        message={`${actions.disable.pending?.email} will be signed out everywhere and cannot sign in until an admin enables the account again.`}
        confirmLabel="Disable"
      />
      <ConfirmDialog
        {...actions.enable.dialogProps}
        title="Enable this account?"
        message={`${actions.enable.pending?.email} will be able to sign in again.`}
        confirmLabel="Enable"
      />
    </>
  );
}

/** The API keys the server revokes with an admin's rights, as it counted them: '' for none. */
function keysRevoked(user: User | null, me: string) {
  if (!user?.apiKeys) return '';
  const whose = user.email === me ? 'Your' : 'Their';
  return user.apiKeys === 1 ? ` ${whose} API key will be revoked.` : ` ${whose} ${user.apiKeys} API keys will be revoked.`;
}

const buttonLabels: Record<UserAction, string> = {
  makeAdmin: 'Make Admin',
  removeAdmin: 'Remove admin',
  disable: 'Disable',
  enable: 'Enable',
};

/** Each action behind its confirmation; the server's refusals (409) show as toasts. */
function useUserActions(me: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const byEmail = (user: User) => user.email;

  return {
    makeAdmin: useConfirmedMutation<User>(useMakeAdmin(), {
      variables: byEmail,
      successMessage: () => 'Successfully make this user an admin',
    }),
    removeAdmin: useConfirmedMutation<User>(useRemoveAdmin(), {
      variables: byEmail,
      successMessage: (user) => `${user.email} is no longer an admin`,
      onSuccess: (user) => {
        if (user.email !== me) return;
        // Leave the admin pages first: the admin guard would sign a non-admin out.
        navigate(paths.dashboard.root.getHref(), { replace: true });
        void queryClient.invalidateQueries({ queryKey: accountQuery.queryKey });
      },
    }),
    disable: useConfirmedMutation<User>(useDisableUser(), {
      variables: byEmail,
      successMessage: (user) => `${user.email} is disabled`,
    }),
    enable: useConfirmedMutation<User>(useEnableUser(), {
      variables: byEmail,
      successMessage: (user) => `${user.email} is enabled again`,
    }),
  };
}
