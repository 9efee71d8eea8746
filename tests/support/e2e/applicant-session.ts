import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { waitForMail } from './mail';

/** A fresh applicant address of the fictional mail domain. */
export const uniqueApplicantEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@mail.example`;

/** The path and query of the sign-in link in an e-mail's text. */
export function signInLinkPath(text: string): string {
  const match = /https?:\/\/[^\s]+\/applicant\/sign-in\?token=[a-z2-7]+/.exec(text);
  if (!match) throw new Error(`no sign-in link in:\n${text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

/** Signs the applicant in as they would: asks for a link on /applicant and opens the one e-mailed. */
export async function signInApplicant(page: Page, email: string): Promise<void> {
  await page.goto('/applicant');
  await page.getByLabel('The e-mail address you applied with').fill(email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByRole('status')).toHaveText(/a sign-in link is on its way/);
  const [mail] = await waitForMail(email, { subject: 'Your sign-in link' });
  await page.goto(signInLinkPath(mail!.text));
  await expect(page.getByRole('heading', { name: 'Your applications' })).toBeVisible();
}
