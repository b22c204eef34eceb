/**
 * The Message-ID of an outbox message: the same every time that row is sent. Mail is at least once
 * (an instance can die between the mail server's acceptance and recording it), and a message sent
 * again carries the id of the first, so receivers and mail clients can tell it is the same one.
 * The row's creation time keeps ids apart between databases whose outbox ids restart at 1.
 */
export function outboxMessageId(row: { id: number; createdAt: Date }, from: string): string {
  return `<outbox.${row.id}.${row.createdAt.getTime().toString(36)}@${senderDomain(from)}>`;
}

/** The domain of MAIL_FROM ("Threadline <shop@threadline.example>" → threadline.example). */
function senderDomain(from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1];
  return domain ?? 'threadline.invalid';
}
