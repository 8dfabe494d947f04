import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { ShopInfo } from '../../config.js';
import type { ContactMessageInput, ContactResult } from '../../generated/graphql.js';
import { take, type LimiterFactory } from '../auth/limiters.js';
import { MESSAGES } from '../common/messages.js';
import type { MailDispatcher } from '../mail/mail-dispatcher.js';
import { checkContactMessage } from './contact-input.js';
import { buildContactMail } from './contact-mail.js';

const MESSAGES_PER_ADDRESS = 5;
const WINDOW_SECONDS = 3600;

/** Keeps the form from flooding the shop's inbox: at most 5 messages per client address and hour. */
export class ContactMessageLimit {
  private readonly perAddress: RateLimiterAbstract;

  constructor(limiters: LimiterFactory, max = MESSAGES_PER_ADDRESS) {
    this.perAddress = limiters({ name: 'contact:ip', points: max, durationSeconds: WINDOW_SECONDS });
  }

  allow(clientIp: string | null): Promise<boolean> {
    return take(this.perAddress, clientIp ?? 'unknown');
  }
}

/** The contact form: checks the message and queues it in the e-mail outbox for the shop (SHOP_EMAIL). */
export class ContactService {
  constructor(
    private readonly mailer: MailDispatcher,
    private readonly shop: ShopInfo,
    private readonly limit: ContactMessageLimit,
  ) {}

  /** Every refusal is data (status false + Spanish message); nothing is sent then. */
  async sendMessage(input: ContactMessageInput, clientIp: string | null): Promise<ContactResult> {
    const checked = checkContactMessage(input);
    if (!checked.ok) return { status: false, message: checked.message };
    if (!(await this.limit.allow(clientIp))) return { status: false, message: MESSAGES.contact.tooManyMessages };
    // No database change goes with it: the message is stored on its own, then delivered by the worker.
    await this.mailer.send('contact', buildContactMail(checked.value, this.shop));
    return { status: true, message: MESSAGES.contact.sent(checked.value.email) };
  }
}
