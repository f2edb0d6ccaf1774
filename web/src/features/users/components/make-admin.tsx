import { ErrorText } from '@/components/ui/error-text';
import { Spinner } from '@/components/ui/spinner';
import { Table } from '@/components/ui/table';
import { toast, toastError } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';

import { useUsers } from '../api/get-users';
import { useMakeAdmin } from '../api/make-admin';

export function MakeAdmin() {
  const { data: users, error, isPending } = useUsers();
  const makeAdmin = useMakeAdmin();

  if (isPending) return <Spinner label="Loading users" />;
  if (error) return <ErrorText>{error.message}</ErrorText>;

  const promote = (email: string) =>
    makeAdmin.mutate(email, {
      onSuccess: () => toast.success('Successfully make this user an admin'),
      onError: (promoteError) =>
        isApiError(promoteError, 403) ? toast.error('You can not make an admin') : toastError(promoteError),
    });

  return (
    <Table caption="Users" columns={['Email', 'Name', 'Role']}>
      {users.map((user) => (
        <tr key={user._id}>
          <th scope="row">{user.email}</th>
          <td>{user.name}</td>
          <td>
            {user.role === 'admin' ? (
              <span className="badge badge-success">Admin</span>
            ) : (
              <button
                type="button"
                className="button button-small"
                aria-label={`Make Admin: ${user.email}`}
                disabled={makeAdmin.isPending}
                onClick={() => promote(user.email)}
              >
                Make Admin
              </button>
            )}
          </td>
        </tr>
      ))}
    </Table>
  );
}
