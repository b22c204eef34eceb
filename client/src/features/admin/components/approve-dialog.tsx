import { MAX_ADMIN_NOTES } from '@shared/admin-schemas';
import { toast } from '../../../components/ui/toast-store';
import { useApproveApplication } from '../api/review-application';
import type { SellerApplication } from '../types';
import { ReasonDialog } from './reason-dialog';

/** APPROVE, confirmed, with an optional note mailed to the applicant with the decision. */
export function ApproveDialog({ application, onClose }: { application: SellerApplication | null; onClose: () => void }) {
  const approve = useApproveApplication();
  return (
    <ReasonDialog
      open={application !== null}
      onClose={onClose}
      title="Approve application"
      description={application
        ? `${application.businessName} opens as a shop at once and ${application.applicantEmail} is emailed the decision.`
        : undefined}
      field={{ label: 'Note to the applicant (optional)', name: 'adminNotes', maxLength: MAX_ADMIN_NOTES, hint: 'Sent with the approval email.' }}
      confirmLabel="APPROVE"
      pendingLabel="APPROVING..."
      pending={approve.isPending}
      onConfirm={(adminNotes, done) => {
        if (!application) return;
        approve.mutate({ id: application.id, adminNotes }, {
          onSuccess: () => {
            toast({ title: 'Application Approved', description: `${application.businessName} can start selling.` });
            done();
          },
          onError: () => toast({ title: 'Error', description: 'Failed to approve application. Please try again.', variant: 'destructive' }),
        });
      }}
    />
  );
}
