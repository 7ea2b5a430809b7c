// The large store of `npm run bench:scale` (issue 52), as SQL that D1 runs itself: each statement
// counts with a recursive CTE and inserts its rows in one go, so a million orders take minutes, not
// hours of API calls. Ids start far above the demo data's, so the demo catalogue and accounts stay
// as `npm start` has them; the demo shopper gets 500 of the orders (the data export's worst case).
// The rollups, counts and revenue are moved by the database's own triggers as the rows go in.

/** The sizes of issue 52, times `factor` (BENCH_SCALE_FACTOR: 0.01 for a quick run). */
export function scaleSizes(factor = 1) {
  const size = (n, least) => Math.max(least, Math.round(n * factor));
  return {
    orders: size(1_000_000, 1_000),
    shoppers: size(100_000, 200),
    games: 200,
    items: size(48_000, 400),
    coinOffers: 2_000,
    reviews: size(200_000, 200),
    conversations: size(100_000, 100),
    effects: size(100_000, 100),
    audit: size(100_000, 100),
    stockHistory: size(100_000, 100),
  };
}

export const BASE = { user: 1_000, game: 1_000, item: 100_000, coin: 500_000 };
/** Orders still waiting for delivery (the delivery desk's queue) and the demo shopper's orders. */
const PROCESSING = 200;
const DEMO_SHOPPER_ORDERS = 500;
const CHUNK = 100_000;

const demoShopper = "(SELECT id FROM users WHERE email = 'shopper@gamerstore.example')";
const demoAdmin = "(SELECT id FROM users WHERE email = 'admin@gamerstore.example')";

/** `insert`, then `select` over i = from..to (the CTE `n`). */
const counted = (from, to, insert, select) =>
  `WITH RECURSIVE n(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM n WHERE i < ${to})\n${insert}\n${select} FROM n;`;

/** Statements over 1..total in chunks of CHUNK, each with a label for the progress line. */
function chunked(label, total, build) {
  const statements = [];
  for (let from = 1; from <= total; from += CHUNK) {
    const to = Math.min(total, from + CHUNK - 1);
    statements.push({ label: `${label} ${from}–${to}`, rows: to - from + 1, sql: build(from, to) });
  }
  return statements;
}

/** The fill, in order: catalogue, shoppers, orders and what hangs off them, then the logs. */
export function fillStatements(sizes, now = new Date()) {
  const N = sizes.orders;
  // Order k was placed (365 days × (N - k) / N) ago: the newest last, a year of trade.
  const at = (days, k = "i") =>
    `strftime('%Y-%m-%dT%H:%M:%fZ', julianday('${now.toISOString()}') - (${N} - ${k}) * 365.0 / ${N} + ${days})`;
  const minutes = (m) => `${m} / 1440.0`;
  const userOf = `CASE WHEN i > ${N - DEMO_SHOPPER_ORDERS} THEN ${demoShopper} ELSE ${BASE.user} + i % ${sizes.shoppers} END`;
  const status = `CASE WHEN i > ${N - PROCESSING} THEN 'processando' WHEN i % 50 = 0 THEN 'cancelado' ELSE 'concluído' END`;
  const total = "(1000 + (i * 7919) % 50000)";
  const gameOf = (k) => `${BASE.game} + ${k} % ${sizes.games}`;

  return [
    {
      label: `${sizes.games} games`,
      rows: sizes.games,
      sql: counted(
        0,
        sizes.games - 1,
        "INSERT INTO games (id, name, search_text, platforms, servers, sale_types, category, description, description_pt)",
        `SELECT ${BASE.game} + i, 'Scale Game ' || i, 'scale game ' || i, '["PC","PlayStation"]', '["Americas","Europe","Brasil"]', '["moeda","items","boosting"]', 'MMORPG', 'A game of the large store.', 'Um jogo da loja grande.'`,
      ),
    },
    {
      label: `${sizes.items} items`,
      rows: sizes.items,
      sql: counted(
        0,
        sizes.items - 1,
        "INSERT INTO items (id, game_id, kind, name, name_search, price_cents, price_usd_cents, server, subcategory, subcategory_pt, delivery_minutes, sort_order)",
        `SELECT ${BASE.item} + i, ${gameOf("i")}, CASE WHEN i % 10 = 0 THEN 'boosting' ELSE 'item' END, 'Scale Item ' || i, 'scale item ' || i, 500 + i % 20000, 100 + i % 4000, CASE i % 3 WHEN 0 THEN 'Americas' WHEN 1 THEN 'Europe' ELSE 'Brasil' END, 'Armas', 'Armas', 30 + i % 600, i`,
      ),
    },
    {
      label: `${sizes.coinOffers} coin offers`,
      rows: sizes.coinOffers,
      sql: counted(
        0,
        sizes.coinOffers - 1,
        "INSERT INTO coin_offers (id, game_id, coin_name, coin_name_search, base_unit, unit_price_cents, unit_price_usd_cents, delivery_minutes, sort_order)",
        `SELECT ${BASE.coin} + i, ${gameOf("i")}, 'Scale Gold ' || i, 'scale gold ' || i, 1000, 300 + i % 900, 60 + i % 180, 30, i`,
      ),
    },
    ...chunked(`${sizes.shoppers} shoppers`, sizes.shoppers, (from, to) =>
      counted(
        from - 1,
        to - 1,
        "INSERT INTO users (id, name, email, phone, password_hash, email_verified_at, locale, created_at, updated_at)",
        `SELECT ${BASE.user} + i, 'Scale Shopper ' || i, 'scale-shopper-' || i || '@scale.example', '119' || printf('%08d', i), 'no-sign-in', '2026-01-01T00:00:00.000Z', CASE WHEN i % 3 = 0 THEN 'en' ELSE 'pt' END, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'`,
      ),
    ),
    ...chunked("orders", N, (from, to) =>
      counted(
        from,
        to,
        "INSERT INTO orders (id, user_id, status, payment_method, currency, total_cents, provider_session_id, provider_payment_id, paid_at, deliver_by, delivered_at, created_at, updated_at)",
        `SELECT i, ${userOf}, ${status}, CASE i % 3 WHEN 0 THEN 'pix' WHEN 1 THEN 'credit_card' ELSE 'debit_card' END, CASE WHEN i % 5 = 0 THEN 'USD' ELSE 'BRL' END, ${total}, 'cs_scale_' || i, 'pi_scale_' || i, ${at(minutes(2))}, ${at(minutes(62))}, CASE WHEN i > ${N - PROCESSING} THEN NULL ELSE ${at(minutes("(2 + i % 180)"))} END, ${at(0)}, ${at(0)}`,
      ),
    ),
    ...chunked("order lines", N, (from, to) =>
      counted(
        from,
        to,
        "INSERT INTO order_lines (id, order_id, game_id, item_id, game_name, name, nickname, server, platform, unit_price_cents, quantity, line_total_cents, delivery_minutes)",
        `SELECT i, i, ${gameOf(`(i % ${sizes.items})`)}, ${BASE.item} + i % ${sizes.items}, 'Scale Game ' || (i % ${sizes.items} % ${sizes.games}), 'Scale Item ' || (i % ${sizes.items}), 'Nick' || i, 'Americas', 'PC', ${total}, 1, ${total}, 60`,
      ),
    ),
    ...chunked("status history", N, (from, to) =>
      counted(
        from,
        to,
        "INSERT INTO order_status_history (order_id, from_status, to_status, reason, created_at)",
        `SELECT i, 'pendente', 'processando', 'paid', ${at(minutes(2))}`,
      ),
    ),
    ...chunked("payments", N, (from, to) =>
      counted(
        from,
        to,
        "INSERT INTO payments (order_id, kind, provider, provider_ref, amount_cents, currency, created_at)",
        `SELECT i, 'charge', 'sandbox', 'pi_scale_' || i, ${total}, CASE WHEN i % 5 = 0 THEN 'USD' ELSE 'BRL' END, ${at(minutes(2))}`,
      ),
    ),
    ...chunked("payment events", N, (from, to) =>
      counted(
        from,
        to,
        "INSERT INTO payment_events (event_id, provider, type, order_id, outcome, object_ref, amount_cents, currency, created_at)",
        `SELECT 'evt_scale_' || i, 'sandbox', 'checkout.session.completed', i, 'applied', 'cs_scale_' || i, ${total}, CASE WHEN i % 5 = 0 THEN 'USD' ELSE 'BRL' END, ${at(minutes(2))}`,
      ),
    ),
    {
      label: "refunds of the cancelled orders",
      rows: Math.floor(N / 50),
      sql: `INSERT INTO payments (order_id, kind, provider, provider_ref, amount_cents, currency, created_at)
SELECT id, 'refund', 'sandbox', 're_scale_' || id, total_cents, currency, created_at FROM orders WHERE id BETWEEN 1 AND ${N} AND status = 'cancelado';`,
    },
    ...chunked("reviews", sizes.reviews, (from, to) =>
      counted(
        from,
        to,
        "INSERT INTO order_reviews (order_id, order_line_id, user_id, game_id, sale_type, rating, text, language, created_at, updated_at)",
        // Every fifth order, first line: one review per line, as the store allows.
        `SELECT i * 5 - 4, i * 5 - 4, ${BASE.user} + (i * 5 - 4) % ${sizes.shoppers}, ${gameOf(`((i * 5 - 4) % ${sizes.items})`)}, 'items', 1 + i % 5, 'Review ' || i, CASE WHEN i % 3 = 0 THEN 'en' ELSE 'pt' END, ${at(minutes(300), "(i * 5 - 4)")}, '2026-01-01T00:00:00.000Z'`,
      ),
    ),
    ...chunked("chat conversations", sizes.conversations, (from, to) =>
      counted(
        from,
        to,
        "INSERT INTO chat_conversations (user_id, status, last_message, last_message_at, unread_for_support, created_at)",
        `SELECT ${BASE.user} + i % ${sizes.shoppers}, CASE WHEN i % 10 = 0 THEN 'open' ELSE 'closed' END, 'Hello ' || i, '2026-06-01T00:00:00.000Z', CASE WHEN i % 100 = 0 THEN 1 ELSE 0 END, '2026-06-01T00:00:00.000Z'`,
      ),
    ),
    ...chunked("outbox effects", sizes.effects, (from, to) =>
      counted(
        from,
        to,
        "INSERT INTO effects (key, kind, payload, recipient, order_id, status, attempts, next_attempt_at, done_at, created_at, updated_at)",
        `SELECT 'scale-' || i, 'email', '{}', 'scale-shopper-' || i || '@scale.example', i, 'done', 1, '2026-06-01T00:00:00.000Z', '2026-06-01T00:00:01.000Z', '2026-06-01T00:00:00.000Z', '2026-06-01T00:00:01.000Z'`,
      ),
    ),
    ...chunked("audit entries", sizes.audit, (from, to) =>
      counted(
        from,
        to,
        "INSERT INTO audit_log (actor_user_id, action, entity, entity_id, before, after, created_at)",
        `SELECT ${demoAdmin}, 'item.update', 'item', ${BASE.item} + i % ${sizes.items}, '{"price_cents":500}', '{"price_cents":550}', strftime('%Y-%m-%dT%H:%M:%fZ', julianday('${now.toISOString()}') - (${sizes.audit} - i) / 1440.0)`,
      ),
    ),
    ...chunked("stock history", sizes.stockHistory, (from, to) =>
      counted(
        from,
        to,
        "INSERT INTO stock_history (kind, offer_id, server, change, delta, quantity_after, reason, created_at)",
        `SELECT 'item', ${BASE.item} + i % ${sizes.items}, 'Americas', 'sale', -1, 100, 'order', '2026-06-01T00:00:00.000Z'`,
      ),
    ),
  ];
}
