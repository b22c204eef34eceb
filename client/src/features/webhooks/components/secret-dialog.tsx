import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { inputClasses } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { cn } from '../../../lib/cn';

interface SecretDialogProps {
  /** The endpoint's address and its secret, as the create or rotate reply gave them; null when closed. */
  shown: { url: string; secret: string; rotated: boolean } | null;
  onClose: () => void;
}

/** The signing secret, this once: the server keeps only what it needs to sign and never shows it again. */
export function SecretDialog({ shown, onClose }: SecretDialogProps) {
  const [copied, setCopied] = useState(false);

  async function copy(secret: string) {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      toast({ title: 'Copied!', description: 'Signing secret copied to clipboard' });
    } catch {
      toast({ title: 'Could not copy', description: 'Select the secret and copy it by hand', variant: 'destructive' });
    }
  }

  function close() {
    setCopied(false);
    onClose();
  }

  return (
    <Dialog
      open={shown !== null} onOpenChange={(open) => !open && close()} size="md"
      title={shown?.rotated ? 'New signing secret' : 'Endpoint added'}
      description="Copy this secret now and store it where your receiver can read it. You will not see it again."
      footer={<Button onClick={close}>Done</Button>}
    >
      {shown && (
        <div className="flex flex-col gap-4">
          <p className="break-all text-sm text-muted">{shown.url}</p>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="webhook-secret" className="caps text-sm text-muted">Signing secret</label>
            <div className="flex gap-2">
              <input
                id="webhook-secret" readOnly value={shown.secret} spellCheck={false}
                onFocus={(event) => event.currentTarget.select()} className={cn(inputClasses, 'nums min-w-0 font-mono text-sm')}
              />
              <Button variant="outline" className="h-12 shrink-0" onClick={() => void copy(shown.secret)}>
                {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
                {copied ? 'Copied' : 'Copy'}
              </Button>
            </div>
          </div>
          <p className="border-l-4 border-acid pl-3 text-sm">
            {shown.rotated ? 'The old secret no longer signs deliveries: update your receiver now. ' : ''}
            <strong>You will not see this secret again.</strong> If you lose it, rotate it to get a new one.
          </p>
        </div>
      )}
    </Dialog>
  );
}
