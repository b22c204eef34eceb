import { Badge } from '../../../components/ui/badge';
import type { ReviewStatus } from '../types';

const statusTone = { approved: 'acid', pending: 'paper', rejected: 'danger' } as const;

/** The review status of a seller or an application: APPROVED, PENDING, REJECTED. */
export function StatusBadge({ status }: { status: ReviewStatus }) {
  return <Badge tone={statusTone[status]}>{status.toUpperCase()}</Badge>;
}

/** ACTIVE / INACTIVE for users and sellers. */
export function ActiveBadge({ isActive }: { isActive: boolean }) {
  return <Badge tone={isActive ? 'acid' : 'muted'}>{isActive ? 'ACTIVE' : 'INACTIVE'}</Badge>;
}
