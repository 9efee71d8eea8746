import { log } from './log';
import { pickPort } from './ports';

export interface DevMail {
  smtpUrl: string;
  inboxUrl: string;
  stop: () => Promise<void>;
}

export async function startDevMail(): Promise<DevMail> {
  const { MailDev } = await import('maildev');
  const smtp = await pickPort(1025);
  const web = await pickPort(1080);
  const maildev = new MailDev({ smtp, ip: '127.0.0.1', web, webIp: '127.0.0.1', silent: true });
  await maildev.start();
  const inboxUrl = `http://127.0.0.1:${web}`;
  log('mail', `maildev catches all mail: SMTP 127.0.0.1:${smtp}, inbox ${inboxUrl} (API ${inboxUrl}/api/email)`);
  return { smtpUrl: `smtp://127.0.0.1:${smtp}`, inboxUrl, stop: () => maildev.stop() };
}
