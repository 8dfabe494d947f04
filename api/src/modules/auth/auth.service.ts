import type { LoginResult, TokenValidationResult } from '../../generated/graphql.js';
import { MESSAGES } from '../common/messages.js';
import { toUser, type PublicUserRow } from '../users/users.mapper.js';
import type { UsersService } from '../users/users.service.js';
import type { LoginThrottle } from './login-throttle.js';
import { burnPasswordCheck, MAX_PASSWORD_LENGTH, verifyPassword } from './password.js';
import type { SessionClaims, SessionTokens, TokenCheck } from './session-token.js';

type SessionFailure = { ok: false; reason: 'missing' | 'invalid' | 'expired' | 'disabled'; message: string };
export type Session = { ok: true; claims: SessionClaims; user: PublicUserRow } | SessionFailure;
export type AdminCheck = { ok: true; viewer: PublicUserRow } | { ok: false; message: string };

const TOKEN_FAILURES: Record<Extract<TokenCheck, { ok: false }>['reason'], string> = {
  missing: MESSAGES.sessionMissing,
  invalid: MESSAGES.sessionInvalid,
  expired: MESSAGES.sessionExpired,
};

export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly tokens: SessionTokens,
    private readonly throttle: LoginThrottle,
  ) {}

  /**
   * Unknown e-mail, wrong password and an account without a password yet get the same answer, so
   * nobody can probe which accounts exist. Too many failures are refused before any checking.
   */
  async login(email: string, password: string, clientIp: string | null): Promise<LoginResult> {
    const refused = (message: string): LoginResult => ({ status: false, message, token: null, user: null });
    if (!(await this.throttle.tryAttempt(email, clientIp))) return refused(MESSAGES.tooManyLoginAttempts);
    const account = await this.checkCredentials(email, password);
    // A failure keeps the slots tryAttempt took: it counts on the e-mail and on the address.
    if (!account) return refused(MESSAGES.badCredentials);
    await this.throttle.recordSuccess(email, clientIp);
    if (!account.isActive) return refused(MESSAGES.accountDisabled);
    const user = (await this.users.recordLogin(account.id)) ?? account;
    const token = await this.tokens.sign(user);
    return { status: true, message: MESSAGES.welcome, token, user: toUser(user) };
  }

  private async checkCredentials(email: string, password: string) {
    if (password.length > MAX_PASSWORD_LENGTH) return undefined;
    const account = await this.users.findCredentialsByEmail(email);
    if (!account?.passwordHash) {
      await burnPasswordCheck(password);
      return undefined;
    }
    return (await verifyPassword(account.passwordHash, password)) ? account : undefined;
  }

  async validateSession(token: string | null, includeUser: boolean): Promise<TokenValidationResult> {
    const session = await this.currentSession(token);
    if (!session.ok) return { status: false, message: session.message, dataInToken: null, user: null };
    const { id, name, role, exp } = session.claims;
    return {
      status: true,
      message: MESSAGES.sessionValid,
      dataInToken: { id, name, role, expireTime: exp },
      user: includeUser ? toUser(session.user) : null,
    };
  }

  /**
   * Verifies the token, then re-reads the account: a token stops working as soon as its user logs
   * out, changes password, is deactivated or changes role (each adds one to the session version),
   * on every instance at once, not only when it expires.
   */
  async currentSession(token: string | null): Promise<Session> {
    const check = await this.tokens.verify(token);
    if (!check.ok) return { ok: false, reason: check.reason, message: TOKEN_FAILURES[check.reason] };
    const user = await this.users.findById(check.claims.id);
    if (!user || user.role !== check.claims.role || user.sessionVersion !== check.claims.sv) {
      return { ok: false, reason: 'invalid', message: MESSAGES.sessionInvalid };
    }
    if (!user.isActive) return { ok: false, reason: 'disabled', message: MESSAGES.accountDisabled };
    return { ok: true, claims: check.claims, user };
  }

  /** Ends every session of the token's user (all devices): their tokens fail from now on. */
  async logout(token: string | null): Promise<{ status: boolean; message: string }> {
    const session = await this.currentSession(token);
    if (!session.ok) return { status: false, message: session.message };
    await this.users.endSessions(session.user.id);
    return { status: true, message: MESSAGES.loggedOut };
  }

  async requireAdmin(token: string | null): Promise<AdminCheck> {
    const session = await this.currentSession(token);
    if (!session.ok && session.reason === 'expired') return { ok: false, message: session.message };
    if (!session.ok || session.user.role !== 'ADMIN') return { ok: false, message: MESSAGES.adminRequired };
    return { ok: true, viewer: session.user };
  }
}
