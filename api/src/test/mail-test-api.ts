import { after, beforeEach } from 'node:test';
import { accountsClient } from './accounts-client.js';
import { testConfig, useTestApi } from './helper.js';
import { SmtpInbox, tokenFromMail } from './smtp-inbox.js';

/** The storefront origin the e-mailed links must point at. */
export const SHOP_URL = 'http://shop.test';

/**
 * An API whose SMTP_URL points at a real SMTP server in this process. Every test starts from
 * the demo data with an empty inbox.
 */
export function useApiWithSmtp() {
  const inbox = new SmtpInbox();
  const api = useTestApi(async () =>
    testConfig({ SMTP_URL: await inbox.start(), APP_PUBLIC_URL: SHOP_URL, MAIL_WORKER_INTERVAL_MS: '50' }),
  );
  after(() => inbox.stop());
  beforeEach(async () => {
    await api.ready();
    await api.resetData();
    inbox.clear();
  });

  /** Every e-mail queued so far, once the outbox worker has handed it to the SMTP server. */
  const delivered = async () => {
    await api.app.services.mail.whenDelivered();
    return inbox;
  };
  /** The token of the link in the one e-mail sent to `email`. */
  const linkToken = async (email: string, route: 'confirm' | 'active' | 'reset') =>
    tokenFromMail((await delivered()).only(email), SHOP_URL, route);

  return { api, inbox, accounts: accountsClient(api), delivered, linkToken };
}
