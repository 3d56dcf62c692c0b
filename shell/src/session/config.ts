/**
 * How often the shell re-reads the Auth.js session (spec section 9: configurable, value not shown).
 * One place: the session hook uses it, tests import it. Five minutes keeps a revoked session (lock,
 * deletion, sign-out elsewhere) from lingering while costing one small request per player.
 */
export const sessionRefetchIntervalMs = 5 * 60_000;
