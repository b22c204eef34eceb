import type { Message } from '@shared/message-schemas';

/** Pages of one conversation put together: each message once (the newer copy wins), oldest first. */
export function mergeMessages(...pages: Message[][]): Message[] {
  const byId = new Map<number, Message>();
  for (const page of pages) for (const message of page) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The viewer's newest message the other side has read: "Seen" goes under it, once. */
export function seenMessageId(messages: Message[]): number | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index]!;
    if (message.mine && message.readAt !== null) return message.id;
  }
  return null;
}

/** The key of what unread the viewer now has on screen, or null when nothing needs marking read. */
export function unreadKey(unread: number, messages: Message[]): string | null {
  if (unread <= 0) return null;
  const newest = messages.findLast((message) => !message.mine);
  return newest ? `${newest.id}:${unread}` : null;
}

/** "12:04", or a date for older messages. */
export function messageTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const sameDay = date.toDateString() === now.toDateString();
  return sameDay
    ? date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
    : date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }) });
}
