import type { Locator } from '@playwright/test';

/** Fills the offer's details in the status form (decision 134): an unconditional offer unless conditions are given. */
export async function fillOffer(
  dialog: Locator,
  { conditions = [] as readonly string[], own = [] as readonly string[] } = {},
): Promise<void> {
  const offer = dialog.getByTestId('offer-fields');
  await offer
    .getByLabel('Kind of offer')
    .selectOption(conditions.length + own.length ? 'conditional' : 'unconditional');
  await offer.getByLabel('Fees for this intake (£)').fill('18500');
  await offer.getByLabel('Deposit (£)').fill('2000');
  await offer.getByLabel('Reply by').fill('2041-07-15');
  for (const condition of conditions) await offer.getByLabel(condition).check();
  for (const text of own) {
    await offer.getByLabel('Conditions of your own').fill(text);
    await offer.getByRole('button', { name: 'Add', exact: true }).click();
  }
}
