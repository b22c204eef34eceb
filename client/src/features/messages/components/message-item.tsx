import { useState } from 'react';
import { Flag } from 'lucide-react';
import type { Message } from '@shared/message-schemas';
import { cn } from '../../../lib/cn';
import { messageTime } from '../utils/merge-messages';
import { MessagePhotos } from './message-photos';
import { ReportMessageDialog } from './report-message-dialog';

interface MessageItemProps {
  message: Message;
  /** "Seen" under it: the viewer's newest message the other side has read. */
  seen: boolean;
  /** Messages of the other party may be reported (not the viewer's, not the platform's steps). */
  reportable: boolean;
}

/**
 * One message. Text is always text (React escapes it; line breaks kept by pre-wrap), never HTML.
 * Own messages sit right, the other side's left, the platform's return and dispute steps centred
 * and muted, an admin's decision marked "Threadline".
 */
export function MessageItem({ message, seen, reportable }: MessageItemProps) {
  const [reporting, setReporting] = useState(false);
  if (message.sender === 'system') {
    return (
      <li data-testid="message-item" data-sender="system" className="flex justify-center">
        <p className="max-w-prose px-3 py-1 text-center text-sm whitespace-pre-wrap break-words text-muted">
          {message.text} <span className="nums text-xs">· {messageTime(message.createdAt)}</span>
        </p>
      </li>
    );
  }
  const admin = message.sender === 'admin';
  return (
    <li data-testid="message-item" data-sender={message.sender} data-mine={message.mine} className={cn('flex flex-col gap-1', message.mine ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'flex max-w-[85%] flex-col gap-2 border-2 px-3 py-2 sm:max-w-[70%]',
          message.mine ? 'border-acid bg-acid/10' : admin ? 'border-paper bg-surface' : 'border-line bg-surface',
        )}
      >
        <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
          {admin ? <span className="caps bg-paper px-1.5 text-ink">Threadline</span> : <span className="font-semibold">{message.mine ? 'You' : message.senderName}</span>}
          <time dateTime={message.createdAt} className="nums">{messageTime(message.createdAt)}</time>
        </p>
        {message.text && <p className="break-words whitespace-pre-wrap">{message.text}</p>}
        <MessagePhotos images={message.images} />
      </div>
      <div className="flex items-center gap-3 text-xs text-muted">
        {seen && <span data-testid="message-read-receipt">Seen</span>}
        {reportable && (
          <button type="button" data-testid="message-report" onClick={() => setReporting(true)} className="flex min-h-8 items-center gap-1 hover:text-danger">
            <Flag aria-hidden className="size-3" /> Report
          </button>
        )}
      </div>
      {reportable && <ReportMessageDialog messageId={message.id} open={reporting} onOpenChange={setReporting} />}
    </li>
  );
}
