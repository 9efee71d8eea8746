import nodemailer, { type Transporter } from 'nodemailer';

/**
 * A pooled SMTP transport: connections are reused across e-mails, which is what lets one
 * worker send hundreds a second into a local relay.
 */
export function createMailTransport(smtpUrl: string, maxConnections = 5): Transporter {
  const url = new URL(smtpUrl);
  url.searchParams.set('pool', 'true');
  url.searchParams.set('maxConnections', String(maxConnections));
  return nodemailer.createTransport(url.toString());
}
