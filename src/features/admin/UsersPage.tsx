import { useUsers } from '../../data/hooks/lists.ts';

/** Administrators: every golfer's public profile, as synced to this device (e-mail addresses are
 * private, in userData, and not synced to other users' devices). */
export function UsersPage() {
  const { results, loading, error } = useUsers();
  const sorted = [...results].sort((a, b) =>
    `${a.lastName ?? ''} ${a.firstName ?? ''}`.localeCompare(`${b.lastName ?? ''} ${b.firstName ?? ''}`),
  );
  return (
    <section className="page" aria-labelledby="users-title">
      <h1 id="users-title">Users</h1>
      {error && <p role="alert">{error}</p>}
      {loading ? null : sorted.length === 0 ? (
        <p>No golfers on this device yet; they appear as they sync.</p>
      ) : (
        <table className="table">
          <caption className="visually-hidden">Golfers and their handicaps</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Handicap</th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((user) => (
              <tr key={user.id}>
                <td>{[user.firstName, user.lastName].filter(Boolean).join(' ') || '(no name)'}</td>
                <td>{user.handicap ?? 36}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
