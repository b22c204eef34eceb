import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

interface ManageConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** What is about to go (a code, a sale's name), shown large. */
  subject?: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" before a code is deleted or a sale ends: Escape and Cancel change nothing. */
export function ManageConfirmDialog({ open, title, description, subject, confirmLabel, pending, onConfirm, onClose }: ManageConfirmDialogProps) {
  return (
    <Dialog
      open={open} onOpenChange={(next) => !next && onClose()} size="sm" title={title} description={description}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>Cancel</Button>
          <Button className="border-danger bg-danger text-ink" disabled={pending} onClick={onConfirm}>{pending ? 'Working...' : confirmLabel}</Button>
        </>
      }
    >
      {subject && <p className="caps text-xl">{subject}</p>}
    </Dialog>
  );
}
