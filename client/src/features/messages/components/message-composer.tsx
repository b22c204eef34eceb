import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ImagePlus, Send, X } from 'lucide-react';
import { imageUrl } from '@shared/images';
import { MESSAGE_LIMITS, sendMessageSchema, type SendMessageForm, type SendMessageInput } from '@shared/message-schemas';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { ImageUploadModal } from '../../uploads/components/image-upload-modal';
import { useSendMessage } from '../api/send-message';

/**
 * Write a message: text up to 2,000 characters with a live count, up to four photos through the
 * house's upload flow. A refusal (too many messages, a shop that blocked the buyer) is a toast
 * with the server's own words; the draft stays.
 */
export function MessageComposer({ conversationId }: { conversationId: number }) {
  const [uploading, setUploading] = useState(false);
  const form = useForm<SendMessageForm, unknown, SendMessageInput>({ resolver: zodResolver(sendMessageSchema), defaultValues: { text: '', images: [] } });
  const send = useSendMessage(conversationId);
  const text = useWatch({ control: form.control, name: 'text' }) ?? '';
  const images = useWatch({ control: form.control, name: 'images' }) ?? [];
  const submit = form.handleSubmit((input) => send.mutate(input, {
    onSuccess: () => form.reset({ text: '', images: [] }),
    onError: (error) => toast({ title: 'Message not sent', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
  }));
  const error = form.formState.errors.text?.message ?? form.formState.errors.images?.message;

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-2 border-t-2 border-line pt-3" aria-label="Write a message">
      {images.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {images.map((image, index) => (
            <li key={`${image}-${index}`} className="relative">
              <img src={imageUrl(image, 'thumb')} alt={`Photo ${index + 1} to send`} width={64} height={64} className="size-16 border-2 border-line bg-photo object-cover" />
              <button
                type="button" aria-label={`Remove photo ${index + 1}`}
                onClick={() => form.setValue('images', images.filter((_, i) => i !== index))}
                className="absolute top-0.5 right-0.5 grid size-6 place-items-center bg-ink/80 hover:text-danger"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={`message-input-${conversationId}`} className="sr-only">Message</label>
      <textarea
        id={`message-input-${conversationId}`}
        data-testid="message-input"
        rows={3}
        maxLength={MESSAGE_LIMITS.textMax}
        placeholder="Write a message"
        aria-invalid={error ? true : undefined}
        aria-describedby={`message-count-${conversationId}`}
        className="w-full resize-y border-2 border-line bg-ink px-3 py-2 text-base text-paper placeholder:text-muted hover:border-paper focus-visible:border-acid focus-visible:outline-none aria-invalid:border-danger"
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) void submit();
        }}
        {...form.register('text')}
      />
      {error && <p role="alert" className="text-sm font-medium text-danger">{error}</p>}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-3">
          <Button
            variant="ghost" size="sm" disabled={images.length >= MESSAGE_LIMITS.imagesMax} onClick={() => setUploading(true)}
            aria-label={`Attach a photo (${images.length} of ${MESSAGE_LIMITS.imagesMax})`}
          >
            <ImagePlus aria-hidden className="size-4" /> Photo
          </Button>
          <span id={`message-count-${conversationId}`} className="nums text-xs text-muted" aria-live="polite">
            {text.length.toLocaleString()} / {MESSAGE_LIMITS.textMax.toLocaleString()}
          </span>
        </div>
        <Button type="submit" size="sm" disabled={send.isPending} data-testid="message-send">
          <Send aria-hidden className="size-4" /> Send
        </Button>
      </div>
      <ImageUploadModal
        open={uploading}
        onOpenChange={setUploading}
        title="Attach a photo"
        purpose="review"
        onImage={(objectPath) => form.setValue('images', [...images, objectPath].slice(0, MESSAGE_LIMITS.imagesMax))}
      />
    </form>
  );
}
