// The ChatRoom's own SQLite tables, versioned like D1's migrations: each entry runs once, in order,
// before the room handles anything (a Durable Object has no wrangler migrations for its storage).
import type { ChatMessage } from "../../shared/chat/protocol";

const migrations = [
  `CREATE TABLE messages (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     sender_id INTEGER NOT NULL,
     sender_name TEXT NOT NULL,
     sender_is_admin INTEGER NOT NULL,
     content TEXT NOT NULL,
     sent_at TEXT NOT NULL
   )`,
  // The sender's own id for a message (issue 46, decision 042): a retry of the same send is that message.
  "ALTER TABLE messages ADD COLUMN client_id TEXT",
  "CREATE UNIQUE INDEX messages_sender_client_id ON messages (sender_id, client_id) WHERE client_id IS NOT NULL",
];

export function migrateRoomStorage(sql: SqlStorage): void {
  sql.exec("CREATE TABLE IF NOT EXISTS room_schema (version INTEGER NOT NULL)");
  const row = sql.exec<{ version: number }>("SELECT version FROM room_schema").toArray()[0];
  const current = row?.version ?? 0;
  for (const [index, statement] of migrations.entries()) {
    if (index >= current) sql.exec(statement);
  }
  if (!row) sql.exec("INSERT INTO room_schema (version) VALUES (?)", migrations.length);
  else if (current < migrations.length) sql.exec("UPDATE room_schema SET version = ?", migrations.length);
}

interface MessageRow extends Record<string, SqlStorageValue> {
  id: number;
  sender_name: string;
  sender_is_admin: number;
  content: string;
  sent_at: string;
}

function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    content: row.content,
    sender_name: row.sender_name,
    sender_is_admin: row.sender_is_admin === 1,
    enviado_em: row.sent_at,
  };
}

const MESSAGE_COLUMNS = "id, sender_name, sender_is_admin, content, sent_at";

/** The message this sender already sent with `clientId` (a retried send), if any. */
export function messageSentAs(sql: SqlStorage, senderId: number, clientId: string): ChatMessage | null {
  const row = sql
    .exec<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM messages WHERE sender_id = ? AND client_id = ?`,
      senderId,
      clientId,
    )
    .toArray()[0];
  return row ? toChatMessage(row) : null;
}

/**
 * Stores a message, or with a `clientId` this sender already used, keeps the one stored then:
 * `inserted` says which. The unique index decides, so two sends of one id never both store.
 */
export function insertMessage(
  sql: SqlStorage,
  sender: { userId: number; name: string; asSupport: boolean },
  content: string,
  clientId: string | null,
): { message: ChatMessage; inserted: boolean } {
  const row = sql
    .exec<MessageRow>(
      `INSERT INTO messages (sender_id, sender_name, sender_is_admin, content, sent_at, client_id) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (sender_id, client_id) WHERE client_id IS NOT NULL DO NOTHING RETURNING ${MESSAGE_COLUMNS}`,
      sender.userId,
      sender.name,
      sender.asSupport ? 1 : 0,
      content,
      new Date().toISOString(),
      clientId,
    )
    .toArray()[0];
  if (row) return { message: toChatMessage(row), inserted: true };
  const first = clientId === null ? null : messageSentAs(sql, sender.userId, clientId);
  if (!first) throw new Error("a message was neither stored nor found by its client id");
  return { message: first, inserted: false };
}

/** The newest `limit` messages, oldest first. */
export function recentMessages(sql: SqlStorage, limit: number): ChatMessage[] {
  return sql
    .exec<MessageRow>(
      `SELECT * FROM (SELECT ${MESSAGE_COLUMNS} FROM messages ORDER BY id DESC LIMIT ?) ORDER BY id ASC`,
      limit,
    )
    .toArray()
    .map(toChatMessage);
}
