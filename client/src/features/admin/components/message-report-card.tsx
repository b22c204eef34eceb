import { Link } from 'react-router';
import type { MessageReportEntry } from '@shared/message-schemas';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { MessagePhotos } from '../../messages/components/message-photos';

/** Whose message it is, and in which shop's conversation. */
const CONTEXT_OF: Record<MessageReportEntry['message']['sender'], string> = {
  buyer: 'a shopper, writing to',
  seller: 'the shop, writing to a shopper',
  admin: 'Threadline, in a conversation with',
  system: 'Threadline, in a conversation with',
};

interface MessageReportCardProps {
  report: MessageReportEntry;
  resolving: boolean;
  onResolve: (report: MessageReportEntry) => void;
}

/** One report in the admins' queue: the reported message alone (never the rest of its conversation), who reported it and why. */
export function MessageReportCard({ report, resolving, onResolve }: MessageReportCardProps) {
  const { message } = report;
  const shop = <Link to={paths.seller(report.shop.id)} className="underline hover:text-acid">{report.shop.businessName}</Link>;
  return (
    <article aria-label={`Report on a message from ${message.senderName}`} data-testid="message-report-entry" className="flex flex-col gap-3 border-2 border-line bg-surface p-4">
      <p className="min-w-0 break-words">
        <span className="caps text-lg">{message.sender === 'seller' ? shop : message.senderName}</span>
        <span className="text-sm text-muted">
          {' '}· {CONTEXT_OF[message.sender]}{message.sender === 'seller' ? null : <> {shop}</>}
          {' '}· <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </span>
      </p>
      <blockquote className="border-l-4 border-line pl-3">
        {message.text && <p className="break-words whitespace-pre-wrap">{message.text}</p>}
        <MessagePhotos images={message.images} className="mt-2" />
      </blockquote>
      <p className="text-sm">
        <span className="caps text-muted">Reported by </span>{report.reporter.username}
        <span className="text-muted"> · <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time></span>
        <span className="block break-words">“{report.reason}”</span>
      </p>
      <div>
        <Button size="sm" variant="outline" disabled={resolving} onClick={() => onResolve(report)}>
          {resolving ? 'RESOLVING...' : 'Mark resolved'}
        </Button>
      </div>
    </article>
  );
}
