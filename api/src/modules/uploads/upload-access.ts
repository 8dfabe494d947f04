import type { AuthService } from '../auth/auth.service.js';
import { readAuthToken } from '../auth/session-token.js';
import { MESSAGES } from '../common/messages.js';
import { refuseUpload, type UploadAnswer } from './product-image-upload.js';

/**
 * The admin check of the GraphQL operations (requireAdmin) for an HTTP route, which also has to
 * say why: 401 without a usable session, 403 for a signed-in non-admin. Null when allowed.
 */
export async function checkUploadAccess(
  auth: AuthService,
  authorization: string | string[] | undefined,
): Promise<UploadAnswer | null> {
  const token = readAuthToken(authorization);
  const access = await auth.requireAdmin(token);
  if (access.ok) return null;
  if (!token) return refuseUpload(401, MESSAGES.sessionMissing);
  const session = await auth.currentSession(token);
  return session.ok ? refuseUpload(403, access.message) : refuseUpload(401, session.message);
}
