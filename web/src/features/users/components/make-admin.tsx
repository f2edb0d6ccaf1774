import { Spinner } from '@/components/ui/spinner';
import { toast, toastError } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';

import { useUsers } from '../api/get-users';
import { useMakeAdmin } from '../api/make-admin';

export function MakeAdmin() {
  const { data: users, error, isPending } = useUsers();
  const makeAdmin = useMakeAdmin();

  if (isPending) return <Spinner label="Loading users" />;
  if (error) return <p className="error-text">{error.message}</p>;

  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="visually-hidden">Users</caption>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Name</th>
            <th scope="col">Role</th>
          </tr>
        </thead>
        <tbody>
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
                    onClick={() =>
                      makeAdmin.mutate(user.email, {
                        onSuccess: () => toast.success('Successfully make this user an admin'),
                        onError: (error) =>
                          isApiError(error, 403) ? toast.error('You can not make an admin') : toastError(error),
                      })
                    }
                  >
                    Make Admin
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
