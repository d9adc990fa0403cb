import type { DateFormat, UpdateUserInput } from '@pfm/shared';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionQuery } from '../../../lib/session.ts';
import { outboxQuery, useCreateUser, usersQuery, useUpdateUser } from './api.ts';
import { OutboxCard } from './outbox-card.tsx';
import { UsersCard } from './users-card.tsx';

/** The Users card of /settings (Administrators only), wired to the users API. */
export function UsersSection({ currentUserId }: { currentUserId: number }) {
  const queryClient = useQueryClient();
  const users = useQuery(usersQuery);
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();

  const update = async (id: number, change: UpdateUserInput) => {
    await updateUser.mutateAsync({ id, ...change });
    // Changing one's own role changes what this session may do.
    if (id === currentUserId)
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
  };

  return (
    <UsersCard
      users={users.data}
      loadError={users.isError ? users.error.message : null}
      onRetry={() => void users.refetch()}
      currentUserId={currentUserId}
      onCreate={(input) => createUser.mutateAsync(input)}
      onChangeRole={(user, role) => update(user.id, { role })}
      onSetDisabled={(user, disabled) => update(user.id, { disabled })}
    />
  );
}

/** The Mail Outbox card of /settings (Administrators only): where password-reset mails are read. */
export function OutboxSection({ dateFormat }: { dateFormat?: DateFormat }) {
  const outbox = useQuery(outboxQuery);
  return (
    <OutboxCard
      mails={outbox.data}
      loadError={outbox.isError ? outbox.error.message : null}
      onRetry={() => void outbox.refetch()}
      onRefresh={() => void outbox.refetch()}
      refreshing={outbox.isFetching}
      dateFormat={dateFormat}
    />
  );
}
