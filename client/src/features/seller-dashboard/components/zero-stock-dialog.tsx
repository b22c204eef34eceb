import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

interface ZeroStockDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A warning, not a block (DECISIONS.md): a product with no stock anywhere goes live sold out. */
export function ZeroStockDialog({ open, onCancel, onConfirm }: ZeroStockDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      size="sm"
      title="No stock"
      description="Every size and colour has 0 in stock: shoppers will see it sold out. Save anyway?"
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>Back to stock</Button>
          <Button onClick={onConfirm}>Save anyway</Button>
        </>
      }
    >
      <p className="text-sm text-muted">Set the stock per size and colour, or save now and add stock later.</p>
    </Dialog>
  );
}
