-- Payments (issue 5): card deposits through the hosted payment page, the sandbox provider's own state,
-- withdrawals, and the bonus amount a promo code usage locks.

-- One deposit attempt. A pending payment counts against the deposit limits until it fails, is cancelled
-- or expires; a completed one is credited to the ledger once, with the reference 'payment:<id>'.
CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id integer NOT NULL REFERENCES players (id),
  -- a retried or double-clicked deposit carries the same key and gets the same payment
  idempotency_key text NOT NULL,
  amount_ore bigint NOT NULL CHECK (amount_ore BETWEEN 5000 AND 1000000),
  currency text NOT NULL DEFAULT 'DKK' CHECK (currency = 'DKK'),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'failed', 'cancelled')),
  method text NOT NULL DEFAULT 'card',
  game_session_id text,
  redirect_url text NOT NULL,
  cancel_url text NOT NULL,
  terms_url text NOT NULL,
  -- the offer the deposit qualified for when it was made; granted when the deposit is confirmed
  promo_code_id integer REFERENCES promo_codes (id),
  -- one-time token of the sandbox payment page's forms (sha256)
  page_token_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  settled_at timestamptz,
  UNIQUE (player_id, idempotency_key)
);
CREATE INDEX payments_player_created ON payments (player_id, created_at);

-- The sandbox payment provider's side (a separate service in production; here in the same database).
CREATE TABLE sandbox_provider_payments (
  id text PRIMARY KEY,
  merchant_reference text NOT NULL UNIQUE,
  amount_ore bigint NOT NULL CHECK (amount_ore > 0),
  currency text NOT NULL,
  status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'approved', 'declined', 'cancelled')),
  card_last4 text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE withdrawals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id integer NOT NULL REFERENCES players (id),
  amount_ore bigint NOT NULL CHECK (amount_ore > 0),
  status text NOT NULL DEFAULT 'completed' CHECK (status IN ('pending', 'completed')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX withdrawals_player_created ON withdrawals (player_id, created_at);

-- The bonus a usage granted: locked (not withdrawable) while its wagering is incomplete.
ALTER TABLE promo_code_usages ADD COLUMN bonus_amount_ore bigint NOT NULL DEFAULT 0;
ALTER TABLE promo_code_usages ADD COLUMN payment_id uuid REFERENCES payments (id);
