// The frame of a money-path page (issue 30; docs/architecture.md, "Money-path HTML"): what the
// server can draw of checkout, Mis compras, an order's page, login and register without the
// shopper's session (which lives in the browser's storage): the page's heading when it is known
// without data, the line that says what the page holds (Mis compras, an order's page), the way back
// to the list, and a skeleton where its content goes. Login, register and forgot get their real
// form from remote-shop's renderer instead (scripts/ssr/frame-renderer.mjs); their frame stays
// for when that renderer is not there. The app's Suspense fallback keeps this
// markup on screen until the page itself renders (features/server-page).
import { MESSAGES, ORDER_SIDES, ROUTES } from 'shared';
import { HeadingSkeleton, PageIntro, PageSkeleton } from 'shared/ui';

interface PageFrame {
  /** The page's heading, when it needs no data (an order's page names its order: a placeholder). */
  title?: string;
  /** The line under the heading (the page draws the same one, kit PageIntro). */
  intro?: string;
  /** The way back to a list above the heading (an order's page), as the page draws it. */
  back?: { to: string; text: string };
  /** Account pages are a centred card (remote-shop's AccountCard); the others a full-width page. */
  card?: boolean;
  /** Skeleton lines where the content goes. */
  rows: number;
}

const FRAMES: Record<string, PageFrame> = {
  [ROUTES.checkout]: { title: MESSAGES.checkout.title, rows: 12 },
  [ROUTES.orders]: { title: ORDER_SIDES.shopper.text.title, intro: MESSAGES.orders.intro, rows: 8 },
  [ROUTES.orderDetail]: {
    back: { to: ROUTES.orders, text: ORDER_SIDES.shopper.text.back },
    intro: MESSAGES.orders.detailIntro,
    rows: 12,
  },
  [ROUTES.login]: { title: MESSAGES.nav.login, card: true, rows: 6 },
  [ROUTES.register]: { title: MESSAGES.nav.register, card: true, rows: 10 },
  [ROUTES.forgot]: { title: MESSAGES.account.forgotTitle, card: true, rows: 4 },
};

/** The frame of `pathname` (a trailing slash allowed), or null for a page the server draws no frame of. */
export function pageFrameOf(pathname: string): PageFrame | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return Object.hasOwn(FRAMES, path) ? FRAMES[path]! : null;
}

/** The paths with a frame (the server answers these with it). */
export const FRAME_PATHS = Object.keys(FRAMES);

/** A page's frame: its heading and a skeleton of its content, marked busy for assistive technology. */
export function FrameOfPage({ frame }: { frame: PageFrame }) {
  return (
    <section className={frame.card ? 'page-frame page-frame-card' : 'page-frame'} data-testid="page-frame">
      {frame.back && (
        <a className="dc-back-link page-frame-back" href={frame.back.to}>
          {frame.back.text}
        </a>
      )}
      {frame.title && <h1 className="page-frame-title">{frame.title}</h1>}
      {frame.back && !frame.title && <HeadingSkeleton />}
      {frame.intro && <PageIntro>{frame.intro}</PageIntro>}
      <PageSkeleton label={MESSAGES.busy.loading} rows={frame.rows} />
    </section>
  );
}
