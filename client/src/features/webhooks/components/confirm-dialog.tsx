import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** What is about to change (an endpoint's address), shown in full. */
  subject?: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" before an endpoint is deleted or its secret replaced: Escape and Cancel change nothing. */
export function ConfirmDialog({ open, title, description, subject, confirmLabel, pending, onConfirm, onClose }: ConfirmDialogProps) {
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
      {subject && <p className="break-all font-mono text-sm">{subject}</p>}
    </Dialog>
  );
}
