import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { DEMO_PASSWORD } from './support.ts';

const host = JSON.parse(readFileSync(new URL('../../locales/nl/host.json', import.meta.url), 'utf8'));
const server = JSON.parse(readFileSync(new URL('../../locales/nl/server.json', import.meta.url), 'utf8'));

test('a right authenticator code used a moment ago is answered with "wait for the next code", in Dutch', async ({
  page,
}) => {
  const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32('JBSWY3DPEHPK3PXP') }).generate();
  // The code of this moment is used by another sign-in first (another tab, a colleague's device).
  const ticket = await page.request.post('/customerportal/Authentication/LoginWithCredentials', {
    data: { emailAddress: 'totp@example.com', password: DEMO_PASSWORD },
  });
  await page.request.post('/customerportal/Authentication/LoginWithTotp', {
    data: { totpToken: (await ticket.json()).totpToken, code },
  });

  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill('totp@example.com');
  await page.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('heading', { name: host.login.totpHeading })).toBeVisible();
  await page.getByLabel(host.fields.totpCode).fill(code);
  await page.getByRole('button', { name: host.login.totpSubmit }).click();
  await expect(page.getByText(server.errors.totpCodeUsed)).toBeVisible();
  await expect(page.getByText(server.errors.totpInvalid)).toHaveCount(0);
});
