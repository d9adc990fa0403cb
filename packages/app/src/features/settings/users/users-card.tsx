import { zodResolver } from '@hookform/resolvers/zod';
import { type NewUserInput, newUserInput, type Role, roles, type UserSummary } from '@pfm/shared';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  FormDialog,
  FormField,
  Input,
  Select,
  StatusBadge,
  useToast,
} from '@pfm/ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { submitDialogForm } from '../../../lib/dialog-form.ts';
import { DialogFields, NameCell, RowActions, TwoColumns } from './users-card.styles.ts';

export const DISABLE_USER_TEXT = 'They will be signed out and cannot sign in until enabled again.';

const roleOptions = roles.map((role) => ({ value: role, label: role }));

export const fullName = (user: Pick<UserSummary, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();

export interface UsersCardProps {
  /** Every user; `undefined` while they load. */
  users?: readonly UserSummary[];
  /** Why the users could not be loaded. */
  loadError?: string | null;
  /** Loads the users again after a failure. */
  onRetry?: () => void;
  /** The signed-in Administrator: marked "You" and not offered Disable. */
  currentUserId: number;
  /** Adds a user; rejects with an ApiError whose field messages go beside the fields. */
  onCreate: (input: NewUserInput) => Promise<unknown>;
  /** Gives a user another role; rejects with the server's reason (e.g. the last Administrator). */
  onChangeRole: (user: UserSummary, role: Role) => Promise<unknown>;
  /** Disables (`true`) or enables a user; rejects with the server's reason. */
  onSetDisabled: (user: UserSummary, disabled: boolean) => Promise<unknown>;
}

/** Settings, Administrators only: the people who can sign in, their roles, and whether they may. */
export function UsersCard({
  users,
  loadError,
  onRetry,
  currentUserId,
  onCreate,
  onChangeRole,
  onSetDisabled,
}: UsersCardProps) {
  const columns: DataTableColumn<UserSummary>[] = [
    { id: 'username', header: 'Username', accessor: (user) => user.username, sortable: true },
    {
      id: 'name',
      header: 'Name',
      rowHeader: true,
      sortable: true,
      accessor: fullName,
      cell: (user) => (
        <NameCell>
          {fullName(user)}
          {user.id === currentUserId ? <Badge tone="info">You</Badge> : null}
        </NameCell>
      ),
    },
    { id: 'email', header: 'Email', accessor: (user) => user.email },
    { id: 'role', header: 'Role', accessor: (user) => user.role, sortable: true },
    {
      id: 'status',
      header: 'Status',
      accessor: (user) => (user.disabled ? 'Inactive' : 'Active'),
      cell: (user) => <StatusBadge status={user.disabled ? 'inactive' : 'active'} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      searchable: false,
      cell: (user) => (
        <RowActions>
          <ChangeRoleDialog user={user} onChangeRole={onChangeRole} />
          {user.id === currentUserId ? null : (
            <DisableEnableButton user={user} onSetDisabled={onSetDisabled} />
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <Card>
      <CardHeader
        title="Users"
        titleId="users-title"
        headingLevel={2}
        description="Who can sign in, and what they may do. Staff can read everything and record transactions."
        actions={<AddUserDialog onCreate={onCreate} />}
      />
      <CardContent flush>
        <DataTable
          caption="Users"
          captionHidden
          itemsLabel="users"
          columns={columns}
          rows={users ?? []}
          getRowId={(user) => String(user.id)}
          loading={!users && !loadError}
          skeletonRows={3}
          error={loadError ?? undefined}
          errorTitle="Could not load the users"
          onRetry={onRetry}
          defaultSort={{ id: 'username', direction: 'asc' }}
          // An office has a handful of users: one list, no pages.
          paginate={false}
          minWidth="48rem"
          empty={{ title: 'No users yet', description: 'Add the people who work in the office.' }}
        />
      </CardContent>
    </Card>
  );
}

type NewUserForm = z.input<typeof newUserInput>;

const emptyUser: NewUserForm = {
  username: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  role: 'Staff',
  password: '',
};

function AddUserDialog({ onCreate }: Pick<UsersCardProps, 'onCreate'>) {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<NewUserForm, unknown, NewUserInput>({
    resolver: zodResolver(newUserInput),
    defaultValues: emptyUser,
  });
  const { errors } = form.formState;

  const changeOpen = (next: boolean) => {
    if (next) {
      form.reset(emptyUser);
      setFormError(null);
    }
    setOpen(next);
  };

  return (
    <FormDialog
      title="Add User"
      description="The new user signs in with this username and password."
      submitLabel="Add User"
      size="lg"
      trigger={<Button>Add User</Button>}
      open={open}
      onOpenChange={changeOpen}
      formError={formError}
      onSubmit={() =>
        submitDialogForm(
          form,
          async (input) => {
            await onCreate(input);
            toast({
              title: 'User added',
              description: `${fullName(input)} can now sign in as ${input.username}.`,
              tone: 'success',
            });
          },
          setFormError,
        )
      }
    >
      <DialogFields>
        <FormField
          label="Username"
          required
          hint="Used to sign in, e.g. ravi.das"
          error={errors.username?.message}
        >
          <Input
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            {...form.register('username')}
          />
        </FormField>
        <TwoColumns>
          <FormField label="First Name" required error={errors.firstName?.message}>
            <Input autoComplete="off" {...form.register('firstName')} />
          </FormField>
          <FormField label="Last Name" required error={errors.lastName?.message}>
            <Input autoComplete="off" {...form.register('lastName')} />
          </FormField>
        </TwoColumns>
        <TwoColumns>
          <FormField label="Email" required error={errors.email?.message}>
            <Input type="email" autoComplete="off" {...form.register('email')} />
          </FormField>
          <FormField label="Phone" error={errors.phone?.message}>
            <Input type="tel" autoComplete="off" {...form.register('phone')} />
          </FormField>
        </TwoColumns>
        <TwoColumns>
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <FormField label="Role" required error={errors.role?.message}>
                <Select
                  options={roleOptions}
                  value={field.value}
                  onValueChange={field.onChange}
                  name={field.name}
                  ref={field.ref}
                />
              </FormField>
            )}
          />
          <FormField
            label="Password"
            required
            hint="At least 8 characters."
            error={errors.password?.message}
          >
            <Input type="password" autoComplete="new-password" {...form.register('password')} />
          </FormField>
        </TwoColumns>
      </DialogFields>
    </FormDialog>
  );
}

function ChangeRoleDialog({
  user,
  onChangeRole,
}: {
  user: UserSummary;
  onChangeRole: UsersCardProps['onChangeRole'];
}) {
  const { toast } = useToast();
  const [role, setRole] = useState<Role>(user.role);
  const name = fullName(user);

  return (
    <FormDialog
      title="Change Role"
      description={`Choose what ${name} may do.`}
      submitLabel="Save Role"
      size="sm"
      trigger={
        <Button variant="outline" size="sm" aria-label={`Change Role of ${name}`}>
          Change Role
        </Button>
      }
      onOpenChange={(open) => {
        if (open) setRole(user.role);
      }}
      onSubmit={async () => {
        if (role === user.role) return;
        await onChangeRole(user, role);
        toast({ title: 'Role changed', description: `${name} is now ${role}.`, tone: 'success' });
      }}
    >
      <FormField label="Role" required>
        <Select
          options={roleOptions}
          value={role}
          onValueChange={(value) => setRole(value as Role)}
        />
      </FormField>
    </FormDialog>
  );
}

function DisableEnableButton({
  user,
  onSetDisabled,
}: {
  user: UserSummary;
  onSetDisabled: UsersCardProps['onSetDisabled'];
}) {
  const { toast } = useToast();
  const [enabling, setEnabling] = useState(false);
  const name = fullName(user);

  if (user.disabled) {
    const enable = async () => {
      setEnabling(true);
      try {
        await onSetDisabled(user, false);
        toast({
          title: 'User enabled',
          description: `${name} can sign in again.`,
          tone: 'success',
        });
      } catch (error) {
        toast({
          title: `Could not enable ${name}`,
          description: error instanceof Error ? error.message : undefined,
          tone: 'error',
        });
      } finally {
        setEnabling(false);
      }
    };
    return (
      <Button
        variant="outline"
        size="sm"
        loading={enabling}
        aria-label={`Enable ${name}`}
        onClick={() => void enable()}
      >
        Enable
      </Button>
    );
  }

  return (
    <ConfirmDialog
      title={`Disable ${name}?`}
      description={DISABLE_USER_TEXT}
      confirmLabel="Disable"
      trigger={
        <Button variant="outline" size="sm" aria-label={`Disable ${name}`}>
          Disable
        </Button>
      }
      onConfirm={async () => {
        await onSetDisabled(user, true);
        toast({ title: 'User disabled', description: `${name} can no longer sign in.` });
      }}
    />
  );
}
