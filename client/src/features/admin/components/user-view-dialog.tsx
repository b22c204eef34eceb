import type { ReactNode } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import type { AdminUser } from '../types';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="caps text-sm text-muted">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** The spec's VIEW dialog: the account, and the seller record when there is one. */
export function UserViewDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()} title="User details" size="sm">
      {user && (
        <div className="flex flex-col gap-5">
          <dl className="grid gap-3">
            <Field label="Username">{user.username}</Field>
            <Field label="Email">{user.email} · {user.emailVerified ? 'verified' : 'not verified'}</Field>
            <Field label="Role">{user.role.toUpperCase()}</Field>
            <Field label="Status">{user.isActive ? 'ACTIVE' : 'INACTIVE'}</Field>
          </dl>
          {user.seller && (
            <section aria-labelledby="seller-record" className="border-t-2 border-line pt-4">
              <h3 id="seller-record" className="caps mb-3 text-xl">Seller record</h3>
              <dl className="grid gap-3">
                <Field label="Business name">{user.seller.businessName}</Field>
                <Field label="Business email">{user.seller.businessEmail ?? 'Not given'}</Field>
                <Field label="Business phone">{user.seller.businessPhone ?? 'Not given'}</Field>
                <Field label="Seller status">{user.seller.status.toUpperCase()}</Field>
              </dl>
            </section>
          )}
        </div>
      )}
    </Dialog>
  );
}
