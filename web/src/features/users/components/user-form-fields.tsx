import type { UseFormRegisterReturn } from 'react-hook-form';
import { NEW_PASSWORD_MIN_LENGTH } from '@domain/new-password';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** What the password rule asks (domain/new-password, domain/password-strength), said once. */
const PASSWORD_RULE = `At least ${NEW_PASSWORD_MIN_LENGTH} characters; not a common password, nor one built on a name.`;

interface NameFieldsProps {
  fullName: UseFormRegisterReturn;
  username: UseFormRegisterReturn;
  errors: { fullName?: string; username?: string };
  /** A new user's name is the browser's to fill; another user's is not (autoComplete off). */
  autoFill: boolean;
}

/** A user's full name and username, as Add user and Edit user ask for them. */
export function NameFields({ fullName, username, errors, autoFill }: NameFieldsProps) {
  return (
    <>
      <FormField label="Full name" error={errors.fullName}>
        <Input autoComplete={autoFill ? 'name' : 'off'} {...fullName} />
      </FormField>
      <FormField label="Username" error={errors.username}>
        <Input autoComplete={autoFill ? 'username' : 'off'} {...username} />
      </FormField>
    </>
  );
}

/** A new password for a user: required when adding, optional when editing. */
export function NewPasswordField({
  field,
  error,
  optional,
}: {
  field: UseFormRegisterReturn;
  error?: string;
  optional: boolean;
}) {
  return (
    <FormField
      label={optional ? 'New password (optional)' : 'Password'}
      error={error}
      hint={optional ? `${PASSWORD_RULE} Leave empty to keep the current one.` : PASSWORD_RULE}
    >
      <Input type="password" autoComplete="new-password" {...field} />
    </FormField>
  );
}

/** Cancel and the form's submit, with its busy text while the request runs. */
export function UserFormButtons({
  onCancel,
  pending,
  label,
  pendingLabel,
}: {
  onCancel: () => void;
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}
