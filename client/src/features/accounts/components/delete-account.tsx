import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PasswordField } from '../../../components/ui/password-field';
import { serverMessage } from '../../../lib/server-message';
import { useDeleteAccount } from '../api/delete-account';

/** Deleting the account: what goes and what stays, then the password to confirm it. */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();

  const confirm = () => remove.mutate({ password });

  return (
    <div className="flex flex-col items-start gap-4">
      <p className="text-sm text-muted">
        Your name, email, saved addresses, cart and sign-ins are removed. Orders you placed stay with the sellers for their
        records, without your name, phone or email. Orders still on their way must be delivered or cancelled first.
      </p>
      <Button
        variant="outline"
        className="border-danger text-danger hover:bg-danger hover:text-ink"
        onClick={() => {
          remove.reset();
          setPassword('');
          setOpen(true);
        }}
      >
        DELETE ACCOUNT
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size="sm"
        title="Delete your account?"
        description="This cannot be undone."
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>Cancel</Button>
            <Button type="submit" form="delete-account-form" className="border-danger bg-danger text-ink" disabled={remove.isPending || !password}>
              {remove.isPending ? 'Deleting...' : 'DELETE FOREVER'}
            </Button>
          </>
        }
      >
        <form
          id="delete-account-form"
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (password) confirm();
          }}
        >
          <PasswordField
            label="Your password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={remove.isError ? (serverMessage(remove.error) ?? 'Something went wrong. Please try again.') : undefined}
          />
        </form>
      </Dialog>
    </div>
  );
}
