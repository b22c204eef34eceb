import { Clock, XCircle } from 'lucide-react';
import type { SellerApplication } from '@shared/seller-schemas';
import { Badge } from '../../../components/ui/badge';
import { PageMessage } from '../../../components/ui/page-message';

/** An applicant waiting for review, or turned down, sees where their application stands (DECISIONS.md "Sellers"). */
export function ApplicationStatus({ application, level = 1 }: { application: SellerApplication; level?: 1 | 2 }) {
  const rejected = application.status === 'rejected';
  return (
    <PageMessage
      level={level}
      icon={rejected ? <XCircle aria-hidden className="size-12" /> : <Clock aria-hidden className="size-12" />}
      title={rejected ? 'Application rejected' : 'Application pending'}
    >
      <div className="flex flex-col items-center gap-3">
        <Badge tone={rejected ? 'danger' : 'acid'}>{application.status}</Badge>
        <p>
          Your application for <span className="font-semibold text-paper">{application.businessName}</span>, sent{' '}
          {new Date(application.createdAt).toLocaleDateString()},{' '}
          {rejected ? 'was not approved.' : 'is waiting for review by our team.'}
        </p>
        {rejected && application.adminNotes && (
          <blockquote className="border-l-4 border-danger pl-3 text-left text-paper">{application.adminNotes}</blockquote>
        )}
      </div>
    </PageMessage>
  );
}
