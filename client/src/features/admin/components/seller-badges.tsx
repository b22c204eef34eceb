import { Badge } from '../../../components/ui/badge';

const statusTone: Partial<Record<string, 'acid' | 'paper' | 'danger'>> = { approved: 'acid', pending: 'paper', rejected: 'danger' };

/**
 * The review status of a seller or an application: APPROVED, PENDING, REJECTED. The seller rows'
 * schema types it as any string, so a status the screen does not know is shown plainly.
 */
export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={statusTone[status] ?? 'muted'}>{status.toUpperCase()}</Badge>;
}

/** ACTIVE / INACTIVE for users and sellers. */
export function ActiveBadge({ isActive }: { isActive: boolean }) {
  return <Badge tone={isActive ? 'acid' : 'muted'}>{isActive ? 'ACTIVE' : 'INACTIVE'}</Badge>;
}
