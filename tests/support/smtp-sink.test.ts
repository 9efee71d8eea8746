import nodemailer, { type Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSinkHttp, type SmtpSinkHttp } from './smtp-sink-http';
import { sentTo, startSmtpSink, type SmtpSink } from './smtp-sink';

describe('smtp sink', () => {
  let sink: SmtpSink;
  let transport: Transporter;

  beforeAll(async () => {
    sink = await startSmtpSink();
    transport = nodemailer.createTransport({ url: sink.url });
  });

  afterAll(async () => {
    transport.close();
    await sink.close();
  });

  it('receives and parses a message sent with nodemailer', async () => {
    await transport.sendMail({
      from: 'Admissions <admissions@academy.example>',
      to: 'Ada@Example.test',
      replyTo: 'sender@example.test',
      subject: 'Hello',
      text: 'plain body',
      html: '<p>html body</p>',
    });

    const [message] = await sink.waitForMessages(sentTo('ada@example.test'), 1, 5_000);
    expect(message).toMatchObject({
      from: 'admissions@academy.example',
      to: ['ada@example.test'],
      replyTo: 'sender@example.test',
      subject: 'Hello',
      text: 'plain body',
      html: '<p>html body</p>',
    });
  });

  it('refuses the next deliveries on request, then accepts again', async () => {
    sink.failNext(1, 451);
    const mail = { from: 'a@academy.example', to: 'retry@example.test', subject: 'retry', text: 'x' };

    await expect(transport.sendMail(mail)).rejects.toMatchObject({ responseCode: 451 });
    await transport.sendMail(mail);

    const delivered = await sink.waitForMessages(sentTo('retry@example.test'), 1, 5_000);
    expect(delivered).toHaveLength(1);
  });

  it('times out with a message naming what it waited for', async () => {
    await expect(sink.waitForMessages(sentTo('nobody@example.test'), 1, 50)).rejects.toThrow(/expected 1 matching/);
  });
});

describe('smtp sink over http', () => {
  let sinkHttp: SmtpSinkHttp;

  beforeAll(async () => {
    sinkHttp = await startSmtpSinkHttp();
  });

  afterAll(async () => {
    await sinkHttp.close();
  });

  it('lists messages by recipient and clears them', async () => {
    const transport = nodemailer.createTransport({ url: sinkHttp.smtpUrl });
    await transport.sendMail({ from: 'a@academy.example', to: 'http@example.test', subject: 'over http', text: 'x' });
    transport.close();

    const listed = (await (await fetch(`${sinkHttp.apiUrl}/messages?to=HTTP@example.test`)).json()) as unknown[];
    expect(listed).toMatchObject([{ subject: 'over http' }]);

    expect((await fetch(`${sinkHttp.apiUrl}/messages`, { method: 'DELETE' })).status).toBe(204);
    expect(await (await fetch(`${sinkHttp.apiUrl}/messages`)).json()).toEqual([]);
  });
});
