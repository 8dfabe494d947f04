import type { AuthService } from '../auth/auth.service.js';
import { MESSAGES } from '../common/messages.js';
import type { PublicUserRow } from '../users/users.mapper.js';

export type BuyerCheck =
  | { ok: true; user: PublicUserRow }
  | { ok: false; code: 'SESSION' | 'NOT_CLIENT' | 'EMAIL_NOT_VERIFIED'; message: string };

/** Only an active CLIENT with a verified e-mail may buy (spec section 4: the same refusals the cart shows). */
export async function requireBuyer(auth: AuthService, token: string | null): Promise<BuyerCheck> {
  const session = await auth.currentSession(token);
  if (!session.ok) return { ok: false, code: 'SESSION', message: session.message };
  if (session.user.role !== 'CLIENT') return { ok: false, code: 'NOT_CLIENT', message: MESSAGES.orders.clientsOnly };
  if (!session.user.isEmailVerified) {
    return { ok: false, code: 'EMAIL_NOT_VERIFIED', message: MESSAGES.orders.emailNotVerified };
  }
  return { ok: true, user: session.user };
}
