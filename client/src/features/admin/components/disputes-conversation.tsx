import type { Message, MessageSender } from '@shared/message-schemas';
import { imageUrl } from '@shared/images';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';

const SIDE_WORDS: Record<MessageSender, string> = { buyer: 'Buyer', seller: 'Shop', admin: 'Threadline admin', system: 'Threadline' };

/**
 * The order's conversation as an admin reads it during a dispute: read only, oldest first, text
 * rendered as text (React escapes it; no markup is ever interpreted), platform lines marked.
 */
export function DisputesConversation({ messages }: { messages: Message[] }) {
  if (messages.length === 0) return <p className="border-2 border-line p-4 text-sm text-muted">No messages about this order.</p>;
  return (
    <ol aria-label="Conversation" className="flex max-h-[32rem] flex-col gap-2 overflow-y-auto border-2 border-line p-3">
      {messages.map((message) => {
        const platform = message.sender === 'system' || message.sender === 'admin';
        return (
          <li
            key={message.id}
            data-sender={message.sender}
            className={cn(
              'flex flex-col gap-1 border-l-4 px-3 py-2 text-sm',
              platform ? 'border-acid bg-raised' : message.sender === 'seller' ? 'border-paper' : 'border-line',
            )}
          >
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-semibold">{message.senderName}</span>
              <span className={cn('caps text-xs', platform ? 'text-acid' : 'text-muted')}>{SIDE_WORDS[message.sender]}</span>
              <time dateTime={message.createdAt} className="text-xs text-muted">{formatDateTime(message.createdAt)}</time>
            </p>
            <p className="whitespace-pre-wrap break-words">{message.text}</p>
            {message.images.length > 0 && (
              <div className="flex flex-wrap gap-2">
                {message.images.map((image) => (
                  <a key={image} href={image} target="_blank" rel="noopener noreferrer">
                    <img src={imageUrl(image, 'thumb')} alt="Photo sent in the conversation" width={64} height={64} className="size-16 bg-photo object-cover" loading="lazy" />
                  </a>
                ))}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
