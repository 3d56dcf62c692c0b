/**
 * Every number of the theme effects, in one place. The first block of each theme is the product
 * spec's (section 4 for the behaviour, section 9 for the values) and is unit-tested; the rest is
 * look and feel, tuned by eye. Times are in milliseconds, distances in CSS pixels, speeds in CSS
 * pixels per second.
 */

/** Spec section 9: both themes count a player as idle after 10 s without input. */
export const IDLE_AFTER_MS = 10_000;

export const WINTER = {
  // Spec section 9.
  /** Flakes of the one-time intro burst of a page load. */
  introFlakes: 30,
  /** A new flake this often while the player is active... */
  spawnEveryMs: 150,
  spawnFlakes: 1,
  /** ...and this many this often once the player is idle. */
  idleSpawnEveryMs: 75,
  idleSpawnFlakes: 3,
  /** Snow that landed on a button, card or the footer stays between these two times. */
  landedMinMs: 2_000,
  landedMaxMs: 4_000,
  /** When more than `landedCap` flakes lie on the page, only the newest `landedKeep` stay. */
  landedCap: 500,
  landedKeep: 300,
  /** A click or tap throws this many flakes (both ends included). */
  clickBurstMin: 10,
  clickBurstMax: 24,

  // Look and feel.
  radiusMin: 1.2,
  radiusMax: 3.4,
  fallSpeedMin: 35,
  fallSpeedMax: 85,
  /** Sideways sway: amplitude (px/s) and angular speed (rad/s) of each flake's drift. */
  swaySpeed: 22,
  swayRateMin: 0.6,
  swayRateMax: 1.6,
  /** How fast a thrown flake settles back to its own fall (per second). */
  drag: 1.6,
  /** A click throws flakes up and out at up to these speeds. */
  burstSpeedX: 160,
  burstSpeedUpMin: 40,
  burstSpeedUpMax: 190,
  /** The intro burst scatters its flakes over this share of the view's height, above and in it. */
  introSpread: 0.45,
  /** Scrolling knocks landed snow back into the air at up to this upward speed. */
  scrollKickUp: 120,
  scrollKickX: 60,
  /** Landed snow fades over its last this-many milliseconds. */
  landedFadeMs: 600,
  flakeColour: 'rgba(255, 255, 255, 0.85)',
  landedColour: 'rgba(248, 252, 255, 0.95)',
} as const;

export const HALLOWEEN = {
  // Spec section 9.
  /** Bats of the intro of a page load (both ends included). */
  introBatsMin: 15,
  introBatsMax: 24,
  /** Bats a click or tap releases (both ends included). */
  clickBatsMin: 3,
  clickBatsMax: 5,
  /** The idle darkening rises to this opacity. */
  darknessMax: 0.7,
  /** Pumpkins that drop in when the player is idle. */
  pumpkins: 3,

  // Look and feel.
  /** The darkening takes this long to reach its maximum. */
  darkenOverMs: 2_500,
  batSpanMin: 26,
  batSpanMax: 46,
  batSpeedMin: 120,
  batSpeedMax: 260,
  /** Wing beats per second. */
  flapRateMin: 5,
  flapRateMax: 9,
  /** Bats wander: how much their heading turns per second at most (rad/s). */
  wanderRate: 1.4,
  /** Intro bats rise from this share of the view's height. */
  introRiseFrom: 0.85,
  pumpkinSizeMin: 48,
  pumpkinSizeMax: 68,
  /** Falling pumpkins accelerate at this rate (px/s²) and keep this share of speed on a bounce. */
  gravity: 1_800,
  bounce: 0.35,
  /** A bounce slower than this ends the fall. */
  restSpeed: 60,
  /** Pumpkins rest this far above the view's bottom edge. */
  pumpkinFloorGap: 12,
  batColour: '#07030a',
  batEdgeColour: 'rgba(255, 122, 26, 0.55)',
  darknessColour: '0, 0, 0',
  pumpkinColour: '#f47a1f',
  pumpkinShade: '#b8520d',
  pumpkinStem: '#3f6b2a',
  pumpkinGlow: '#ffd75e',
} as const;

/** How the overlay finds and measures what snow lands on (buttons, cards, the footer). */
export const TARGETS = {
  /** Cards are `article` elements or carry `data-card`; any element can opt in with `data-snow-surface`. */
  selector: 'button, footer, article, [data-card], [data-snow-surface]',
  /** At most this many on-screen surfaces are measured, in document order. */
  maxTargets: 80,
  /** Narrower surfaces catch no snow. */
  minWidth: 24,
  /** Measure again at most this often, and only after a scroll, resize or DOM change. */
  remeasureEveryMs: 250,
  /** Look for new surfaces this long after the page's content last changed. */
  rescanAfterMs: 400,
} as const;

/** The drawing loop. */
export const FRAME = {
  /** One step never simulates more than this, so a stalled frame does not teleport particles. */
  maxStepMs: 50,
  /** Catching up on spawns never goes further back than this (a long stall or a hidden tab). */
  maxCatchUpMs: 500,
  /** Sharper than this is invisible on moving specks and costs fill rate on 3x screens. */
  maxPixelRatio: 2,
  /** Particles this far outside the view are dropped. */
  offscreenMargin: 80,
} as const;
