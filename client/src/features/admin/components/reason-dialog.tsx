import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/text-area-field';

interface ReasonDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  /** The text area: its label, form name, length limit and hint. */
  field: { label: string; name: string; maxLength: number; hint: string };
  /** Shown when the text is left blank; without it, a blank text is sent as none. */
  requiredMessage?: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Sends the trimmed text; calls `done` once it succeeded, which clears and closes the dialog. */
  onConfirm: (text: string | undefined, done: () => void) => void;
}

/** An admin's decision with a written reason or note (a rejection, a take-down). */
export function ReasonDialog({
  open, onClose, title, description, field, requiredMessage, confirmLabel, pendingLabel, pending, onConfirm,
}: ReasonDialogProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  function close() {
    setText('');
    setError(undefined);
    onClose();
  }

  function submit() {
    const trimmed = text.trim();
    if (!trimmed && requiredMessage) {
      setError(requiredMessage);
      return;
    }
    onConfirm(trimmed || undefined, close);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && close()}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={close}>CANCEL</Button>
          <Button onClick={submit} disabled={pending}>{pending ? pendingLabel : confirmLabel}</Button>
        </>
      }
    >
      <TextAreaField
        {...field}
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
      />
    </Dialog>
  );
}
