import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import { RecipientMailLimit, type AccountDeps } from './modules/accounts/account-deps.js';
import { AccountMails } from './modules/accounts/account-mails.js';
import { AccountTokens } from './modules/accounts/account-tokens.js';
import { AccountLinksService } from './modules/accounts/account-links.service.js';
import { ActivationService } from './modules/accounts/activation.service.js';
import { PasswordResetService } from './modules/accounts/password-reset.service.js';
import { RegistrationService } from './modules/accounts/registration.service.js';
import type { LimiterFactory } from './modules/auth/limiters.js';
import { AuthService } from './modules/auth/auth.service.js';
import { LoginThrottle } from './modules/auth/login-throttle.js';
import { SessionTokens } from './modules/auth/session-token.js';
import { CategoriesService } from './modules/categories/categories.service.js';
import { ContactMessageLimit, ContactService } from './modules/contact/contact.service.js';
import { DashboardService } from './modules/dashboard/dashboard.service.js';
import { DeliveryGuideService } from './modules/delivery/delivery-guide.service.js';
import { CoverageService } from './modules/delivery/coverage.service.js';
import { DeliveriesService } from './modules/delivery/deliveries.service.js';
import { DeliveryWindowsService } from './modules/delivery/windows.service.js';
import { DeliveryAdminService } from './modules/delivery/delivery-admin.service.js';
import { ZoneSettingsService } from './modules/delivery/zone-settings.service.js';
import { MoveOrderWindowService } from './modules/delivery/move-order-window.service.js';
import { DomainEvents } from './modules/events/domain-events.js';
import { createEventTransport } from './modules/events/event-emitter.js';
import { MailDispatcher } from './modules/mail/mail-dispatcher.js';
import type { MailSender } from './modules/mail/mail-sender.js';
import { OutboxMailSender } from './modules/mail/outbox-mail-sender.js';
import { SmtpMailSender } from './modules/mail/smtp-mail-sender.js';
import { AdminOrdersService } from './modules/orders/admin-orders.service.js';
import { OrderStatusService } from './modules/orders/order-status.service.js';
import { OrdersService } from './modules/orders/orders.service.js';
import type { PaymentProvider } from './modules/orders/payments/payment-provider.js';
import { StripePaymentProvider } from './modules/orders/payments/stripe-payment-provider.js';
import { TestPaymentProvider } from './modules/orders/payments/test-payment-provider.js';
import { PlaceOrderService } from './modules/orders/place-order.service.js';
import { AdminProductsService } from './modules/products/admin-products.service.js';
import { ProductsService } from './modules/products/products.service.js';
import { createImageStorage } from './modules/uploads/create-image-storage.js';
import type { ImageStorage } from './modules/uploads/image-storage.js';
import { UsersService } from './modules/users/users.service.js';

/** The business rules, wired once per app and handed to every resolver through the context. */
export interface Services {
  auth: AuthService;
  users: UsersService;
  categories: CategoriesService;
  products: ProductsService;
  adminProducts: AdminProductsService;
  /** Uploaded product pictures (POST /admin/product-images); local disk by default. */
  productImages: ImageStorage;
  dashboard: DashboardService;
  registration: RegistrationService;
  activation: ActivationService;
  passwordReset: PasswordResetService;
  /** Read-only check of an e-mailed link before its form is shown. */
  accountLinks: AccountLinksService;
  contact: ContactService;
  mail: MailDispatcher;
  orders: OrdersService;
  /** deliveryCoverage: postal code -> delivery zone. */
  coverage: CoverageService;
  deliveryGuide: DeliveryGuideService;
  /** deliveryWindows and the rules of a chosen window. */
  windows: DeliveryWindowsService;
  /** ADMIN: weekly templates and day exceptions. */
  deliveryAdmin: DeliveryAdminService;
  /** The admin's Entregas page, route sheets and the dashboard's Entregas de hoy. */
  deliveries: DeliveriesService;
  /** ADMIN: a zone's fee, threshold, cutoff and postal codes. */
  zoneSettings: ZoneSettingsService;
  /** ADMIN: moveOrderWindow. */
  moveOrderWindow: MoveOrderWindowService;
  placeOrder: PlaceOrderService;
  orderStatus: OrderStatusService;
  adminOrders: AdminOrdersService;
  payments: PaymentProvider;
  /** Domain events (e.g. `events.dashboardChanged()` after a commit); Mercurius subscriptions listen on `events.emitter`. */
  events: DomainEvents;
}

export interface ServiceOptions {
  /** Makes the counts of login throttling, the e-mail caps and the contact form (rate-limiter-flexible). */
  limiters: LimiterFactory;
  log: FastifyBaseLogger;
}

export function createServices(db: Database, config: AppConfig, options: ServiceOptions): Services {
  const events = new DomainEvents(createEventTransport(config.redisUrl, options.log), options.log);
  const users = new UsersService(db, events);
  const tokens = new SessionTokens(config.jwtSecret, config.jwtExpiresInSeconds);
  const categories = new CategoriesService(db, config.publicUrl, events);
  const loginThrottle = new LoginThrottle(options.limiters, config.loginThrottle);
  const mail = new MailDispatcher(db, createMailSender(config), options.log, {
    intervalMs: config.mail.workerIntervalMs,
  });
  const accounts: AccountDeps = {
    db,
    tokens: new AccountTokens(config.accountTokenTtl),
    mails: new AccountMails(config.appPublicUrl, config.shop, config.accountTokenTtl),
    mailer: mail,
    mailLimit: new RecipientMailLimit(options.limiters),
    events,
  };
  const auth = new AuthService(users, tokens, loginThrottle);
  const payments = createPaymentProvider(db, config);
  const productImages = createImageStorage(config);
  const windows = new DeliveryWindowsService(db, config.shop);
  const deliveryAdmin = new DeliveryAdminService(db);
  return {
    auth,
    users,
    categories,
    products: new ProductsService(db, config.publicUrl),
    adminProducts: new AdminProductsService(db, config.publicUrl, productImages, events),
    productImages,
    dashboard: new DashboardService(db, { publicUrl: config.publicUrl, ...config.dashboard }),
    registration: new RegistrationService(accounts),
    activation: new ActivationService(accounts),
    passwordReset: new PasswordResetService(accounts, loginThrottle),
    accountLinks: new AccountLinksService(accounts),
    contact: new ContactService(mail, config.shop, new ContactMessageLimit(options.limiters)),
    mail,
    orders: new OrdersService(db, config.orders, config.publicUrl),
    coverage: new CoverageService(db, windows),
    deliveryGuide: new DeliveryGuideService(db),
    windows,
    deliveryAdmin,
    deliveries: new DeliveriesService(db),
    zoneSettings: new ZoneSettingsService(db, deliveryAdmin),
    moveOrderWindow: new MoveOrderWindowService({
      db,
      windows,
      mailer: mail,
      shop: config.shop,
      publicUrl: config.publicUrl,
      events,
    }),
    adminOrders: new AdminOrdersService(db, config.publicUrl),
    placeOrder: new PlaceOrderService({
      db,
      auth,
      payments,
      mailer: mail,
      config: config.orders,
      shop: config.shop,
      publicUrl: config.publicUrl,
      fingerprintSecret: config.jwtSecret,
      log: options.log,
      events,
      windows,
    }),
    orderStatus: new OrderStatusService({
      db,
      payments,
      publicUrl: config.publicUrl,
      log: options.log,
      mailer: mail,
      shop: config.shop,
      events,
    }),
    payments,
    events,
  };
}

/** PAYMENT_PROVIDER: the embedded `test` provider, or `stripe` over the official SDK (STRIPE_* settings). */
function createPaymentProvider(db: Database, config: AppConfig): PaymentProvider {
  switch (config.orders.paymentProvider) {
    case 'test':
      return new TestPaymentProvider(db);
    case 'stripe':
      if (!config.orders.stripe) throw new Error('PAYMENT_PROVIDER=stripe without STRIPE_SECRET_KEY settings');
      return new StripePaymentProvider(db, config.orders.stripe);
  }
}

/** SMTP when SMTP_URL is set; otherwise messages only stay in the outbox table that /dev/mail shows in demo mode. */
function createMailSender(config: AppConfig): MailSender {
  return config.mail.smtpUrl ? new SmtpMailSender(config.mail.smtpUrl, config.mail.from) : new OutboxMailSender();
}
