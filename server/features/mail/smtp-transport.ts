import nodemailer from 'nodemailer';
import { mailHtml } from './mail-html.js';
import { unsubscribeHeaders, type MailTransport } from './mail-transport.js';

/**
 * SMTP through nodemailer, e.g. smtp://user:pass@mail.example.com:587 or smtps://...:465. Each
 * message goes as text and HTML (multipart/alternative); the HTML is drawn from the text here, at
 * hand-over, so the outbox keeps one text and a message relayed later looks the same.
 */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from: mail.from, to: mail.to, subject: mail.subject, text: mail.text, html: mailHtml(mail.subject, mail.text), messageId: mail.messageId, headers: unsubscribeHeaders(mail.listUnsubscribe),
      });
    },
    close: () => transporter.close(),
  };
}
