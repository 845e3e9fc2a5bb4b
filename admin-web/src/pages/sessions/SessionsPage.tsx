import type { AdminSession } from '@seedcorp/contracts';
import { useRef } from 'react';
import { SESSIONS_TEXTS as TEXTS } from '../../content/sessions';
import { useSessions } from '../../features/sessions/hooks/use-sessions';
import { useSignOut } from '../../features/session/use-sign-out';
import { HeadedTable } from '../../features/ui/components/HeadedTable';
import { LoadedList } from '../../features/ui/components/LoadedList';
import { displayDateTime } from '../../features/ui/dates';

/** Where the admin is signed in, each session ended from here; this browser's signs out. */
export default function SessionsPage() {
  const { sessions, failed, end } = useSessions();
  const signOut = useSignOut();
  const title = useRef<HTMLHeadingElement>(null);

  const endAndRefocus = async (session: AdminSession) => {
    // The ended session's row and its button are gone: the keyboard goes on from the screen's heading.
    if (await end(session)) title.current?.focus();
  };

  const action = (session: AdminSession) => (
    <div className="row-actions">
      {session.current ? (
        <button type="button" onClick={() => void signOut()}>
          {TEXTS.signOut}
        </button>
      ) : (
        <button type="button" className="danger" onClick={() => void endAndRefocus(session)}>
          {TEXTS.end}
          <span className="visually-hidden">{TEXTS.actionTarget(session)}</span>
        </button>
      )}
    </div>
  );

  return (
    <article className="manager">
      <h1 ref={title} tabIndex={-1}>
        {TEXTS.title}
      </h1>
      <p>{TEXTS.intro}</p>
      <LoadedList items={sessions} failed={failed} isEmpty={(list) => list.length === 0} texts={TEXTS}>
        {(list) => (
          <HeadedTable caption={TEXTS.caption} headings={Object.values(TEXTS.headings)}>
            {list.map((session) => (
              <tr key={session.id}>
                <th scope="row">
                  {session.browser}
                  {session.current && <span className="session-current"> ({TEXTS.thisBrowser})</span>}
                </th>
                <td>{session.address}</td>
                <td>{displayDateTime(session.startedAt)}</td>
                <td>{displayDateTime(session.lastUsedAt)}</td>
                <td>{displayDateTime(session.expiresAt)}</td>
                <td>{action(session)}</td>
              </tr>
            ))}
          </HeadedTable>
        )}
      </LoadedList>
    </article>
  );
}
