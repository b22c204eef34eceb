import { MAX_ADMIN_NOTES } from '@shared/admin-schemas';
import { toast } from '../../../components/ui/toast-store';
import { useRejectApplication } from '../api/review-application';
import type { SellerApplication } from '../types';
import { ReasonDialog } from './reason-dialog';

/** REJECT, confirmed, with an optional note the applicant is emailed and sees on their dashboard. */
export function RejectDialog({ application, onClose }: { application: SellerApplication | null; onClose: () => void }) {
  const reject = useRejectApplication();
  return (
    <ReasonDialog
      open={application !== null}
      onClose={onClose}
      title="Reject application"
      description={application ? `${application.businessName} (${application.applicantEmail}) is emailed the decision.` : undefined}
      field={{ label: 'Note to the applicant (optional)', name: 'adminNotes', maxLength: MAX_ADMIN_NOTES, hint: 'Emailed and shown to the applicant with the decision.' }}
      confirmLabel="REJECT"
      pendingLabel="REJECTING..."
      pending={reject.isPending}
      onConfirm={(adminNotes, done) => {
        if (!application) return;
        reject.mutate({ id: application.id, adminNotes }, {
          onSuccess: () => {
            toast({ title: 'Application Rejected', description: `${application.businessName} was rejected.` });
            done();
          },
          onError: () => toast({ title: 'Error', description: 'Failed to reject application. Please try again.', variant: 'destructive' }),
        });
      }}
    />
  );
}
