import { describe, expect, it } from 'vitest';
import { composeMail } from './mail-layout.js';
import { mailHtml } from './mail-html.js';

const message = composeMail({
  to: 'sam@example.com',
  subject: 'Your order TL-000042 has shipped',
  greeting: 'Hi Sam <script>,',
  paragraphs: ['Low Orbit has shipped your order TL-000042.\nIt is on its way.', 'See https://example.com/help?a=1&b=2 for help.'],
  details: [['Carrier', 'UPS'], ['Tracking number', '1Z999AA1"><img src=x>'], ['Track', 'https://www.ups.com/track?tracknum=1Z999']],
  action: { label: 'View your order', url: 'https://shop.example.com/account/orders?o=1&p=2' },
});

describe('the HTML part of a mail', () => {
  const html = mailHtml(message.subject, message.text);

  it('is one escaped layout: the subject as title, paragraphs with their line breaks', () => {
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>Your order TL-000042 has shipped</title>');
    expect(html).toContain('Hi Sam &#60;script&#62;,');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Low Orbit has shipped your order TL-000042.<br>\nIt is on its way.');
  });

  it('draws the details as a table with row headers, values escaped and links clickable', () => {
    expect(html).toContain('<th scope="row"');
    expect(html).toMatch(/>Carrier<\/th><td[^>]*>UPS<\/td>/);
    expect(html).toContain('1Z999AA1&#34;&#62;&#60;img src=x&#62;');
    expect(html).not.toContain('<img');
    expect(html).toContain('<a href="https://www.ups.com/track?tracknum=1Z999"');
  });

  it('makes the action a link with its label, the address written out too, and links in paragraphs clickable', () => {
    expect(html).toMatch(/<a href="https:\/\/shop\.example\.com\/account\/orders\?o=1&#38;p=2"[^>]*>View your order<\/a>/);
    expect(html).toContain('Or open this link: <a href="https://shop.example.com/account/orders?o=1&#38;p=2"');
    // The full stop after a link stays out of it.
    expect(html).toContain('<a href="https://example.com/help?a=1&#38;b=2" style="color:#0a0a0a;text-decoration:underline;">https://example.com/help?a=1&#38;b=2</a> for help.');
  });

  it('never makes a link of anything but http(s), and signs off once', () => {
    const odd = mailHtml('Hi', composeMail({ to: 'a@example.com', subject: 'Hi', paragraphs: ['javascript:alert(1) and data:text/html,x'] }).text);
    expect(odd).not.toContain('<a ');
    expect(odd.match(/Threadline<\/p>/g)).toHaveLength(1);
  });
});
