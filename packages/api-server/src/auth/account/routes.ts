import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { emailVerificationRoutes } from '../email-verification.ts';
import { passwordResetRoutes } from '../password-reset.ts';
import { signUpRoutes, type SignUpDeps } from '../sign-up/routes.ts';

/** /api/account: the calls of a visitor who has no session yet (behind the CSRF check). */
export function accountRoutes(deps: SignUpDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .route('/signup', signUpRoutes(deps))
    .route('/verify-email', emailVerificationRoutes(deps))
    .route('/password-reset', passwordResetRoutes(deps));
}
