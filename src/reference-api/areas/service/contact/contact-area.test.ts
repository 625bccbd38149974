import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { SendMessageBody } from '../../../../core/api/contract/contact.ts';
import { testAppPerFile } from '../../../testing/test-app-per-file.ts';

const t = testAppPerFile({ logins: { customer: 'customer@example.com', agent: 'agent@example.com' } });
/** The authorization header of one of the file's logins. */
const bearer = (login: keyof typeof t.tokens) => ({ authorization: `Bearer ${t.tokens[login]}` });

const validMessage: SendMessageBody = {
  messageType: 'Question',
  salesManagerId: 1,
  message: 'Can we move the call-off of order 4500380 to week 50? <b>Thanks</b>',
  contactName: 'Pieter de Vries',
  contactEmailAddress: 'pieter@vandijk.example',
  customerDisplayName: 'Van Dijk Verpakkingen B.V.',
  customerNumber: 'C-1001',
  customerCountry: 'NL',
  fileIds: [],
};

const send = (body: SendMessageBody, headers: Record<string, string>, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/customerportal/Contact/SendMessage${query}`,
    headers,
    payload: body,
  });

async function uploadPdf(headers: Record<string, string>, filename: string): Promise<string> {
  const pdf = await PDFDocument.create();
  pdf.addPage();
  const boundary = '----contact-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="filepond"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.from(await pdf.save()),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/customerportal/Upload/Upload',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(response.statusCode).toBe(200);
  return response.body;
}

describe('contact lists', () => {
  it("lists the demo customer's sales managers and the message types", async () => {
    const managers = await t.app.inject({
      method: 'GET',
      url: '/customerportal/Contact/GetSalesManagers',
      headers: bearer('customer'),
    });
    expect(managers.json().map((m: { name: string }) => m.name)).toEqual(['Sanne Bakker', 'Jörg Weißmann']);
    const types = await t.app.inject({
      method: 'GET',
      url: '/customerportal/Contact/GetMessageTypes',
      headers: bearer('customer'),
    });
    expect(types.json()).toEqual(['Question', 'Feedback', 'Request']);
  });

  it('tells the customer and an agent whom a message is for, to prefill the form', async () => {
    const own = await t.app.inject({
      method: 'GET',
      url: '/customerportal/Contact/GetCustomer',
      headers: bearer('customer'),
    });
    expect(own.json()).toEqual({
      clientId: 1001,
      displayName: 'Van Dijk Verpakkingen B.V.',
      customerNumber: 'C-1001',
      countryCode: 'NL',
    });
    const forClient = await t.app.inject({
      method: 'GET',
      url: '/customerportal/Contact/GetCustomer?clientId=1004',
      headers: bearer('agent'),
    });
    expect(forClient.json()).toMatchObject({ clientId: 1004, customerNumber: 'C-1004', countryCode: 'CN' });
    const notTheirs = await t.app.inject({
      method: 'GET',
      url: '/customerportal/Contact/GetCustomer?clientId=1002',
      headers: bearer('customer'),
    });
    expect(notTheirs.statusCode).toBe(403);
  });
});

describe('SendMessage', () => {
  it('given empty fields, a bad e-mail and an unknown sales manager, it answers 400 with a message per field', async () => {
    const response = await send(
      {
        ...validMessage,
        messageType: 'Complaint',
        salesManagerId: 4,
        message: '   ',
        contactName: '',
        contactEmailAddress: 'pieter@',
        customerNumber: 'x'.repeat(41),
      },
      { ...bearer('customer'), 'accept-language': 'nl' },
    );
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(Object.keys(errors).sort()).toEqual(
      [
        'contactEmailAddress',
        'contactName',
        'customerNumber',
        'message',
        'messageType',
        'salesManagerId',
      ].sort(),
    );
    expect(errors.salesManagerId).toEqual(['Kies een van uw accountmanagers']);
    expect(await t.db.query("select 1 from outbox where subject like '[Customer portal]%'")).toEqual([]);
  });

  it('given a customer number without its letters, or not the customer’s own, it names the format or calls it unknown', async () => {
    const bare = await send(
      { ...validMessage, customerNumber: '1001' },
      { ...bearer('customer'), 'accept-language': 'de' },
    );
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual({
      customerNumber: [
        'Schreiben Sie die Kundennummer wie auf Ihren Rechnungen: Buchstaben, Bindestrich und Ziffern, z. B. C-1001',
      ],
    });
    const other = await send({ ...validMessage, customerNumber: 'C-1002' }, bearer('customer'));
    expect(other.json().errors).toEqual({ customerNumber: ['This customer number is unknown'] });
    const lowerCase = await send({ ...validMessage, customerNumber: ' c-1001 ' }, bearer('customer'));
    expect(lowerCase.statusCode).toBe(200);
  });

  it('given a valid message, it answers with its reference, which the mail’s subject carries too', async () => {
    const response = await send(validMessage, bearer('customer'));
    expect(response.statusCode).toBe(200);
    const { emailId, reference } = response.json();
    expect(reference).toBe(`CP-${String(emailId).padStart(6, '0')}`);
    const [mail] = await t.db.query<{ subject: string }>('select subject from outbox where email_id = $1', [
      emailId,
    ]);
    expect(mail!.subject).toContain(`[Klantenportaal ${reference}]`);
  });

  it('writes the mail in the language of the customer who sends it: subject, greeting and labels', async () => {
    const muller = { authorization: `Bearer ${(await t.login('muller@example.com')).accessToken}` };
    const response = await send(
      {
        ...validMessage,
        salesManagerId: 2,
        customerDisplayName: 'Müller Kartonagen GmbH',
        customerNumber: 'C-1002',
        customerCountry: 'Deutschland',
      },
      // The account's language (German) rules, not the browser's.
      { ...muller, 'accept-language': 'en' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const { emailId, reference } = response.json();
    const [mail] = await t.db.query<{ subject: string; body: string }>(
      'select subject, body from outbox where email_id = $1',
      [emailId],
    );
    expect(mail!.subject).toBe(`[Kundenportal ${reference}] Frage von Müller Kartonagen GmbH (C-1002)`);
    expect(mail!.body).toContain('Guten Tag Jörg Weißmann,');
    expect(mail!.body).toContain('<th align="left">Art der Nachricht</th><td>Frage</td>');
    // The Dutch customer's message, in Dutch.
    const dutch = await send(validMessage, { ...bearer('customer'), 'accept-language': 'en' });
    const [nl] = await t.db.query<{ subject: string }>('select subject from outbox where email_id = $1', [
      dutch.json().emailId,
    ]);
    expect(nl!.subject).toBe(
      `[Klantenportaal ${dutch.json().reference}] Vraag van Van Dijk Verpakkingen B.V. (C-1001)`,
    );
  });

  it('given a valid message with uploads, it writes a mail to the sales manager with the files attached', async () => {
    const first = await uploadPdf(bearer('customer'), 'foto-schade.pdf');
    const second = await uploadPdf(bearer('customer'), 'vrachtbrief.pdf');
    const response = await send({ ...validMessage, fileIds: [first, second] }, bearer('customer'));
    expect(response.statusCode).toBe(200);
    const { emailId } = response.json();
    const [mail] = await t.db.query<{
      to_address: string;
      reply_to: string;
      subject: string;
      body: string;
      attachments: { filename: string; contentType: string; uploadId: string }[];
    }>('select to_address, reply_to, subject, body, attachments from outbox where email_id = $1', [emailId]);
    expect(mail!.to_address).toBe('sanne.bakker@paperfield.example');
    expect(mail!.reply_to).toBe('pieter@vandijk.example');
    expect(mail!.subject).toContain('Vraag');
    expect(mail!.body).toContain('&lt;b&gt;Thanks&lt;/b&gt;');
    expect(mail!.attachments).toEqual([
      { filename: 'foto-schade.pdf', contentType: 'application/pdf', uploadId: first },
      { filename: 'vrachtbrief.pdf', contentType: 'application/pdf', uploadId: second },
    ]);
  });

  it('given an upload named ../../etc/passwd, the mail names the attachment with a safe base name and the upload is attached', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const bytes = Buffer.from(await pdf.save());
    const start = await t.app.inject({
      method: 'POST',
      url: '/customerportal/Upload/Upload',
      headers: { ...bearer('customer'), 'upload-length': String(bytes.length) },
    });
    const id = start.body;
    const chunk = await t.app.inject({
      method: 'PATCH',
      url: `/customerportal/Upload/Upload?patch=${id}`,
      headers: {
        ...bearer('customer'),
        'content-type': 'application/offset+octet-stream',
        'upload-offset': '0',
        'upload-length': String(bytes.length),
        'upload-name': encodeURIComponent('../../etc/passwd'),
      },
      payload: bytes,
    });
    expect(chunk.statusCode).toBe(204);
    const response = await send({ ...validMessage, fileIds: [id] }, bearer('customer'));
    expect(response.statusCode).toBe(200);
    const [mail] = await t.db.query<{ body: string; attachments: { filename: string }[] }>(
      'select body, attachments from outbox where email_id = $1',
      [response.json().emailId],
    );
    expect(mail!.attachments.map((a) => a.filename)).toEqual(['passwd.pdf']);
    expect(mail!.body).not.toContain('etc/');
    // Attached, it no longer counts as waiting to be sent (quota) nor expires as unattached.
    const [upload] = await t.db.query<{ attached: boolean }>(
      'select attached_at is not null as attached from uploads where upload_id = $1',
      [id],
    );
    expect(upload!.attached).toBe(true);
  });

  it("given another account's upload, it refuses the message", async () => {
    const foreign = await uploadPdf(bearer('agent'), 'agent.pdf');
    const response = await send({ ...validMessage, fileIds: [foreign] }, bearer('customer'));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['fileIds']);
  });

  it('given an agent acting for one client, it refuses the number, country or name of another of its clients', async () => {
    const brightwell = {
      ...validMessage,
      salesManagerId: 3,
      customerDisplayName: 'Brightwell Print Ltd',
      customerNumber: 'C-1003',
      customerCountry: 'Verenigd Koninkrijk',
    };
    const mixed = await send(
      {
        ...brightwell,
        customerDisplayName: 'Müller Kartonagen GmbH',
        customerNumber: 'C-1002',
        customerCountry: 'Duitsland',
      },
      { ...bearer('agent'), 'accept-language': 'nl' },
      '?clientId=1003',
    );
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().errors).toEqual({
      customerDisplayName: [
        'Dit is de naam van een andere klant: kies die klant of schrijf de naam van deze klant',
      ],
      customerNumber: ['Dit klantnummer is onbekend'],
      customerCountry: ['Dit is niet het land van deze klant (Verenigd Koninkrijk)'],
    });
    // The country in any of the portal's languages or as its code, and the name as the user writes it, pass.
    for (const customerCountry of [
      'United Kingdom',
      'Vereinigtes Königreich',
      '英国',
      'gb',
      'UK',
      'Engeland',
    ]) {
      const sent = await send(
        { ...brightwell, customerCountry, customerDisplayName: 'Brightwell' },
        bearer('agent'),
        '?clientId=1003',
      );
      expect(sent.statusCode, `${customerCountry}: ${sent.body}`).toBe(200);
    }
  });

  it('given an agent, it sends for the client it names, to that client’s sales manager', async () => {
    const response = await send(
      {
        ...validMessage,
        salesManagerId: 4,
        customerDisplayName: 'Shanghai Huamei Packaging Co., Ltd.',
        customerNumber: 'C-1004',
        customerCountry: 'China',
      },
      bearer('agent'),
      '?clientId=1004',
    );
    expect(response.statusCode).toBe(200);
    const [mail] = await t.db.query<{ to_address: string }>(
      'select to_address from outbox where email_id = $1',
      [response.json().emailId],
    );
    expect(mail!.to_address).toBe('li.wei@paperfield.example');
  });
});
