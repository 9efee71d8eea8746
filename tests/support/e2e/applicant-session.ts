import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { waitForMail } from './mail';

/** A fresh applicant address of the fictional mail domain. */
export const uniqueApplicantEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@mail.example`;

/** The path, query and fragment (which holds the token) of the sign-in link in an e-mail's text. */
export function signInLinkPath(text: string): string {
  const match = /https?:\/\/[^\s]+\/applicant\/sign-in(?:\?resume=1)?#token=[a-z2-7]+/.exec(text);
  if (!match) throw new Error(`no sign-in link in:\n${text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** An address as a link's page shows it: `a•••@mail.example`. */
export const maskedAddress = (email: string) => `${email[0]}•••${email.slice(email.indexOf('@'))}`;

/**
 * Opens a sign-in link as its reader would: the page names the address it is for, masked, with
 * the token already gone from the address bar, and only "Continue" spends it.
 */
export async function openSignInLink(page: Page, link: string, email: string, continueLabel = 'Continue') {
  await page.goto(link);
  const proceed = page.getByRole('button', { name: continueLabel, exact: true });
  await expect(proceed).toBeVisible();
  await expect(page.locator('bdi[dir="ltr"]', { hasText: maskedAddress(email) })).toBeVisible();
  expect(page.url()).not.toContain('token');
  await proceed.click();
}

/** Signs the applicant in as they would: asks for a link on /applicant and opens the one e-mailed. */
export async function signInApplicant(page: Page, email: string): Promise<void> {
  await page.goto('/applicant');
  await page.getByLabel('The e-mail address you applied with').fill(email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByRole('status')).toHaveText(/a sign-in link is on its way/);
  const [mail] = await waitForMail(email, { subject: 'Your sign-in link' });
  await openSignInLink(page, signInLinkPath(mail!.text), email);
  await expect(page.getByRole('heading', { name: 'Your applications' })).toBeVisible();
}
