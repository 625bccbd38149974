import { describe, expect, it } from 'vitest';
import { textOfMailHtml } from './mail-text.ts';
import { headerLine, outgoingMail } from './outgoing-mail.ts';

const brand = { name: 'Paperfield', url: 'https://portal.example.com' };

describe('textOfMailHtml', () => {
  it('turns a link mail into paragraphs with the bare link', () => {
    const html = [
      '<p>Dear Tom &amp; Jerry,</p>',
      '<p>Follow this link:</p>',
      '<p><a href="https://p.test/auth/reset-password/abc-1/en">https://p.test/auth/reset-password/abc-1/en</a></p>',
      '<p>Kind regards</p>',
    ].join('\n');
    expect(textOfMailHtml(html)).toBe(
      'Dear Tom & Jerry,\n\nFollow this link:\n\nhttps://p.test/auth/reset-password/abc-1/en\n\nKind regards',
    );
  });

  it('turns a table of fields into lines and keeps the line breaks of a message', () => {
    const html = [
      '<p>Hello,</p>',
      '<table>',
      '<tr><th align="left">Type</th><td>Question</td></tr>',
      '<tr><th align="left">Contact</th><td>Ann &lt;ann@example.com&gt;</td></tr>',
      '</table>',
      '<p style="white-space: pre-wrap">Line one\nLine &lt;two&gt; &#39;quoted&#39;</p>',
    ].join('\n');
    expect(textOfMailHtml(html)).toBe(
      "Hello,\n\nType: Question\nContact: Ann <ann@example.com>\n\nLine one\nLine <two> 'quoted'",
    );
  });

  it('names a link whose text differs from its address', () => {
    expect(textOfMailHtml('<p><a href="https://x.test/?a=1&amp;b=2">the portal</a></p>')).toBe(
      'the portal (https://x.test/?a=1&b=2)',
    );
  });
});

describe('outgoingMail', () => {
  const mail = {
    emailId: 1,
    subject: 'Hi\r\nBcc: x@example.com',
    to: 'ann@example.com',
    toName: 'Ann\nX-Evil: 1',
    from: null,
    cc: null,
    bcc: null,
    replyTo: null,
    body: '<p>Dear &lt;Ann&gt;</p>',
    language: 'nl',
  };

  it('keeps every header on one line', () => {
    expect(headerLine('a\r\nb\u2028c\u0000d')).toBe('a b c d');
    const message = outgoingMail(mail, 'Portal <no-reply@example.com>', brand);
    expect(message.subject).toBe('Hi Bcc: x@example.com');
    expect(message.to).toEqual({ name: 'Ann X-Evil: 1', address: 'ann@example.com' });
    expect(message.from).toBe('Portal <no-reply@example.com>');
  });

  it('frames the HTML in the brand, in the mail’s language, escaping the brand and subject', () => {
    const message = outgoingMail({ ...mail, subject: '<Offer>' }, 'Portal <no-reply@example.com>', {
      name: 'A&B <Paper>',
      url: 'https://portal.example.com',
    });
    const html = String(message.html);
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('A&amp;B &lt;Paper&gt; Klantenportaal');
    expect(html).toContain('<title>&lt;Offer&gt;</title>');
    expect(html).toContain('<p>Dear &lt;Ann&gt;</p>');
    expect(html).toContain('href="https://portal.example.com"');
    expect(String(message.text)).toBe(
      'Dear <Ann>\n\n-- \nDeze e-mail is verstuurd door het A&B <Paper> klantenportaal, https://portal.example.com\n',
    );
  });

  it('adds extra headers on one line each, never one of the message’s own', () => {
    const message = outgoingMail(
      {
        ...mail,
        headers: {
          'List-Unsubscribe': '<https://p.test/u?token=a>\r\nBcc: x@example.com',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          Bcc: 'x@example.com',
          'X-Bad\nName': '1',
        },
      },
      'Portal <no-reply@example.com>',
      brand,
    );
    expect(message.headers).toEqual({
      'List-Unsubscribe': '<https://p.test/u?token=a> Bcc: x@example.com',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'Content-Language': 'nl',
    });
  });
});
