import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-transport.js';

/** SMTP through nodemailer, e.g. smtp://user:pass@mail.example.com:587 or smtps://...:465. */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({ from: mail.from, to: mail.to, subject: mail.subject, text: mail.text, messageId: mail.messageId });
    },
    close: () => transporter.close(),
  };
}
