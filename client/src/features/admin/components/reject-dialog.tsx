import { useState } from 'react';
import { MAX_ADMIN_NOTES } from '@shared/admin-schemas';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { toast } from '../../../components/ui/toast-store';
import { useRejectApplication } from '../api/review-application';
import type { SellerApplication } from '../types';

/** REJECT with an optional note the applicant sees on their dashboard. */
export function RejectDialog({ application, onClose }: { application: SellerApplication | null; onClose: () => void }) {
  const [note, setNote] = useState('');
  const reject = useRejectApplication();

  function close() {
    setNote('');
    onClose();
  }

  function submit() {
    if (!application) return;
    reject.mutate(
      { id: application.id, adminNotes: note.trim() || undefined },
      {
        onSuccess: () => {
          toast({ title: 'Application Rejected', description: `${application.businessName} was rejected.` });
          close();
        },
        onError: () => toast({ title: 'Error', description: 'Failed to reject application. Please try again.', variant: 'destructive' }),
      },
    );
  }

  return (
    <Dialog
      open={application !== null}
      onOpenChange={(open) => !open && close()}
      title="Reject application"
      description={application ? `${application.businessName} (${application.applicantEmail})` : undefined}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={close}>CANCEL</Button>
          <Button onClick={submit} disabled={reject.isPending}>{reject.isPending ? 'REJECTING...' : 'REJECT'}</Button>
        </>
      }
    >
      <TextAreaField
        label="Note to the applicant (optional)"
        name="adminNotes"
        maxLength={MAX_ADMIN_NOTES}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        hint="Shown to the applicant with the decision."
      />
    </Dialog>
  );
}
