import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** What is about to go or change: a name shown large (`name`), or an address shown whole (`address`). */
  subject?: string;
  subjectLook?: 'name' | 'address';
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" before something is deleted, ended or replaced: Escape and Cancel change nothing. */
export function ConfirmDialog({ open, title, description, subject, subjectLook = 'name', confirmLabel, pending, onConfirm, onClose }: ConfirmDialogProps) {
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
      {subject && <p className={subjectLook === 'address' ? 'break-all font-mono text-sm' : 'caps text-xl'}>{subject}</p>}
    </Dialog>
  );
}
