/**
 * Versioned schema migrations. Each runs once, in version order, inside a transaction, and is
 * recorded in `schema_migrations`. Never edit a released migration: append a new one (later
 * work, e.g. the solver and indexer, passes its own through `extraMigrations`). They are run
 * by `migrate.ts`.
 */
export interface Migration {
  version: number
  name: string
  sql: string
}

/** The column type of a token amount: uint256 fits in 78 decimal digits. */
export const AMOUNT = 'numeric(78, 0)'

export const ORDERBOOK_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'orders, quotes, app data',
    sql: `
      CREATE TABLE app_data (
        hash text PRIMARY KEY,
        document text NOT NULL,
        created_at timestamptz NOT NULL
      );

      CREATE TABLE quotes (
        id bigserial PRIMARY KEY,
        sell_token text NOT NULL,
        buy_token text NOT NULL,
        from_address text NOT NULL,
        receiver text,
        kind text NOT NULL,
        sell_amount ${AMOUNT} NOT NULL,
        buy_amount ${AMOUNT} NOT NULL,
        fee_amount ${AMOUNT} NOT NULL,
        gas_amount ${AMOUNT} NOT NULL,
        gas_price ${AMOUNT} NOT NULL,
        sell_token_price text NOT NULL,
        valid_to bigint NOT NULL,
        app_data text NOT NULL,
        app_data_hash text NOT NULL,
        partially_fillable boolean NOT NULL,
        sell_token_balance text NOT NULL,
        buy_token_balance text NOT NULL,
        signing_scheme text NOT NULL,
        price_quality text NOT NULL,
        verified boolean NOT NULL,
        solver text NOT NULL,
        created_at timestamptz NOT NULL,
        expiration timestamptz NOT NULL
      );

      CREATE TABLE orders (
        uid text PRIMARY KEY,
        seq bigserial NOT NULL,
        owner text NOT NULL,
        sell_token text NOT NULL,
        buy_token text NOT NULL,
        receiver text,
        sell_amount ${AMOUNT} NOT NULL,
        buy_amount ${AMOUNT} NOT NULL,
        valid_to bigint NOT NULL,
        app_data text NOT NULL,
        fee_amount ${AMOUNT} NOT NULL,
        kind text NOT NULL,
        partially_fillable boolean NOT NULL,
        sell_token_balance text NOT NULL,
        buy_token_balance text NOT NULL,
        signing_scheme text NOT NULL,
        signature text NOT NULL,
        from_address text,
        quote_id bigint REFERENCES quotes (id),
        class text NOT NULL,
        full_balance_check boolean NOT NULL,
        settlement_contract text NOT NULL,
        creation_date timestamptz NOT NULL,
        status text NOT NULL,
        invalidated boolean NOT NULL DEFAULT false,
        cancelled_at timestamptz,
        onchain_user text,
        executed_sell_amount ${AMOUNT} NOT NULL DEFAULT 0,
        executed_sell_amount_before_fees ${AMOUNT} NOT NULL DEFAULT 0,
        executed_buy_amount ${AMOUNT} NOT NULL DEFAULT 0,
        executed_fee_amount ${AMOUNT} NOT NULL DEFAULT 0,
        executed_fee ${AMOUNT} NOT NULL DEFAULT 0,
        executed_fee_token text
      );
      CREATE INDEX orders_owner_newest ON orders (owner, creation_date DESC, seq DESC);
      CREATE INDEX orders_status ON orders (status);
    `,
  },
  {
    version: 2,
    name: 'chain events, trades, indexer cursor, notifications',
    sql: `
      -- Raw settlement-contract events as indexed from the chain (Trade, PreSignature,
      -- OrderInvalidated, Settlement, ...); (block_number, log_index) makes re-indexing idempotent.
      CREATE TABLE chain_events (
        id bigserial PRIMARY KEY,
        block_number bigint NOT NULL,
        block_hash text NOT NULL,
        log_index integer NOT NULL,
        tx_hash text NOT NULL,
        contract text NOT NULL,
        name text NOT NULL,
        order_uid text,
        data jsonb NOT NULL,
        block_timestamp timestamptz,
        UNIQUE (block_number, log_index)
      );
      CREATE INDEX chain_events_order ON chain_events (order_uid);

      CREATE TABLE trades (
        id bigserial PRIMARY KEY,
        order_uid text NOT NULL,
        block_number bigint NOT NULL,
        log_index integer NOT NULL,
        tx_hash text NOT NULL,
        owner text NOT NULL,
        sell_token text NOT NULL,
        buy_token text NOT NULL,
        sell_amount ${AMOUNT} NOT NULL,
        buy_amount ${AMOUNT} NOT NULL,
        fee_amount ${AMOUNT} NOT NULL,
        block_timestamp timestamptz,
        UNIQUE (block_number, log_index)
      );
      CREATE INDEX trades_order ON trades (order_uid);

      -- Last block each indexer has fully processed, so a restart resumes without double counting.
      CREATE TABLE indexer_cursors (
        name text PRIMARY KEY,
        block_number bigint NOT NULL,
        block_hash text,
        updated_at timestamptz NOT NULL
      );

      CREATE TABLE notifications (
        id bigserial PRIMARY KEY,
        account text NOT NULL,
        type text NOT NULL,
        message text NOT NULL,
        created_at timestamptz NOT NULL,
        order_uid text,
        metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        -- Lets a producer emit each notification once (e.g. 'order_filled:<uid>').
        dedupe_key text UNIQUE
      );
      CREATE INDEX notifications_account_newest ON notifications (account, created_at DESC, id DESC);
    `,
  },
  {
    version: 3,
    name: 'chain identity',
    sql: `
      -- The chain this database's orders belong to (one row): its genesis block hash and the
      -- deployment's addresses. A database is never served against another chain.
      CREATE TABLE chain_identity (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        chain_id bigint NOT NULL,
        genesis_hash text NOT NULL,
        deployment jsonb NOT NULL,
        recorded_at timestamptz NOT NULL
      );
    `,
  },
  {
    version: 4,
    name: 'notifications for everyone',
    sql: `
      -- As in the production CMS, a notification without an account is meant for every
      -- account and follows each account's own (the route answers it in the CMS shape).
      ALTER TABLE notifications ALTER COLUMN account DROP NOT NULL;
      ALTER TABLE notifications ADD COLUMN title text;
      ALTER TABLE notifications ADD COLUMN url text;
      CREATE INDEX notifications_for_everyone_newest ON notifications (created_at DESC, id DESC)
        WHERE account IS NULL;
      INSERT INTO notifications (account, type, message, created_at, metadata, title, dedupe_key)
      VALUES (NULL, 'announcement',
        'Everything here runs on this machine: a local chain, the orderbook and a solver that '
          || 'settles your orders. Notes meant for every trader show up like this one.',
        now(), '{}'::jsonb, 'Welcome to the batchswap sandbox', 'announcement:welcome');
    `,
  },
  {
    version: 5,
    name: 'eth-flow orders',
    sql: `
      -- Orders placed on chain through the eth-flow contract (indexed from OrderPlacement):
      -- the trader's own deadline (the signed validTo is uint32 max), why the placement was
      -- refused if it was (the real service's onchain_placed_orders.placement_error), and
      -- the refund transaction (OrderRefund). onchain_user holds the trader (the sender).
      ALTER TABLE orders ADD COLUMN ethflow_user_valid_to bigint;
      ALTER TABLE orders ADD COLUMN ethflow_refund_tx_hash text;
      ALTER TABLE orders ADD COLUMN onchain_placement_error text;
      CREATE INDEX orders_onchain_user_newest ON orders (onchain_user, creation_date DESC, seq DESC)
        WHERE onchain_user IS NOT NULL;
    `,
  },
  {
    version: 10,
    name: 'protocol fees of trades',
    sql: `
      -- The fees the solver withheld from each trade (the real service's order_execution
      -- protocol fees): one row per fee and trade, keyed to the trade by (order_uid, tx_hash)
      -- because the solver knows them before the indexer sees the Trade event. A partner fee
      -- is a volume fee (volume_bps) owed to its recipient, taken in the surplus token.
      CREATE TABLE protocol_fees (
        id bigserial PRIMARY KEY,
        order_uid text NOT NULL,
        tx_hash text NOT NULL,
        auction_id bigint NOT NULL,
        token text NOT NULL,
        amount ${AMOUNT} NOT NULL,
        volume_bps integer NOT NULL,
        recipient text NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX protocol_fees_trade ON protocol_fees (order_uid, tx_hash);
      CREATE INDEX protocol_fees_recipient ON protocol_fees (recipient, token);
    `,
  },
  {
    // Numbered after the issue that added it (27), leaving 6.. to other work in flight.
    version: 27,
    name: 'trades: executed protocol fees',
    sql: `
      -- Each trade's protocol fees as GET /api/v2/trades serves them
      -- ([{policy, amount, token}], the real service's executedProtocolFees), empty when none;
      -- and GET /trades?owner= lists an owner's trades newest first.
      ALTER TABLE trades ADD COLUMN executed_protocol_fees jsonb NOT NULL DEFAULT '[]'::jsonb;
      CREATE INDEX trades_owner_newest ON trades (owner, block_number DESC, log_index DESC);
    `,
  },
  {
    // Numbered after the issue that added it (39).
    version: 39,
    name: 'network fees of trades',
    sql: `
      -- The network cost the solver took from each trade's surplus (in the sell token): one
      -- row per trade, keyed to it by (order_uid, tx_hash), written as it settles. An order's
      -- executed_fee is its signed fees (executed_fee_amount) plus these.
      CREATE TABLE network_fees (
        id bigserial PRIMARY KEY,
        order_uid text NOT NULL,
        tx_hash text NOT NULL,
        auction_id bigint NOT NULL,
        token text NOT NULL,
        amount ${AMOUNT} NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX network_fees_order ON network_fees (order_uid);
    `,
  },
  {
    // Numbered after issue 40 (notification channels).
    version: 40,
    name: 'notification channels, deliveries (outbox), sign-in nonces and sessions',
    sql: `
      -- An account's channels (webhook, web push, e-mail, telegram), each with the
      -- notification types it receives. target: {url} | {endpoint, keys} | {email} | {chatId};
      -- secret: a webhook's whsec_ secret (previous_secret still signs until it expires,
      -- so a receiver can roll over). status: active, or pending until confirmed.
      CREATE TABLE notification_channels (
        id text PRIMARY KEY,
        account text NOT NULL,
        kind text NOT NULL,
        types text[] NOT NULL,
        target jsonb NOT NULL,
        secret text,
        previous_secret text,
        previous_secret_expires_at timestamptz,
        status text NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX notification_channels_account ON notification_channels (account, created_at);

      -- The outbox: one row per notification and channel, written by the same statement as
      -- the notification, so none is lost and none doubled. Its id is the delivery's id on
      -- every attempt (webhook-id, Message-ID, push tag). A test delivery has no
      -- notification and carries its payload. next_attempt_at also leases a claimed row:
      -- a sandbox killed mid-delivery retries it once the lease ran out.
      CREATE TABLE notification_deliveries (
        id text PRIMARY KEY,
        notification_id bigint REFERENCES notifications (id),
        channel_id text NOT NULL REFERENCES notification_channels (id) ON DELETE CASCADE,
        payload jsonb,
        status text NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        last_attempt_at timestamptz,
        last_status integer,
        last_error text,
        created_at timestamptz NOT NULL,
        finished_at timestamptz,
        UNIQUE (notification_id, channel_id)
      );
      CREATE INDEX notification_deliveries_due ON notification_deliveries (next_attempt_at)
        WHERE status = 'pending';
      CREATE INDEX notification_deliveries_channel ON notification_deliveries
        (channel_id, created_at DESC);

      -- Sign-In with Ethereum: nonces are single use; a session is kept as the SHA-256 of
      -- its bearer token, bound to one account.
      CREATE TABLE siwe_nonces (
        nonce text PRIMARY KEY,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );
      CREATE TABLE siwe_sessions (
        token_hash text PRIMARY KEY,
        account text NOT NULL,
        expires_at timestamptz NOT NULL
      );

      -- Keys kept with the sandbox's data (the web-push VAPID key pair), created once.
      CREATE TABLE service_keys (
        name text PRIMARY KEY,
        value jsonb NOT NULL
      );
    `,
  },
  {
    // Numbered after issue 41 (TWAP orders).
    version: 41,
    name: 'the watch-tower: conditional orders and how far it has read the chain',
    sql: `
      -- The conditional orders (ComposableCoW's ConditionalOrderCreated) the watch-tower
      -- follows, by their id (ComposableCoW's hash(params)), with what it posted, when it
      -- asks again and why the orderbook refused a part: kept so that a restart neither
      -- loses one nor posts a part twice. schedule: {kind: now|block|epoch|never, block?,
      -- epoch?}; last_error: {orderUid, errorType, description, attempts}.
      CREATE TABLE watch_tower_orders (
        id text PRIMARY KEY,
        owner text NOT NULL,
        handler text NOT NULL,
        salt text NOT NULL,
        static_input text NOT NULL,
        created_tx text NOT NULL,
        state text NOT NULL,
        schedule jsonb NOT NULL,
        reason text,
        posted text[] NOT NULL,
        last_error jsonb,
        seq bigserial NOT NULL
      );
      CREATE INDEX watch_tower_orders_owner ON watch_tower_orders (owner, seq);

      -- The last block whose ConditionalOrderCreated events it has read, per ComposableCoW.
      CREATE TABLE watch_tower_cursor (
        composable_cow text PRIMARY KEY,
        block_number bigint NOT NULL
      );
    `,
  },
]
