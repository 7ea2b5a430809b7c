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

export function insertMessage(
  sql: SqlStorage,
  sender: { userId: number; name: string; asSupport: boolean },
  content: string,
): ChatMessage {
  const row = sql
    .exec<MessageRow>(
      "INSERT INTO messages (sender_id, sender_name, sender_is_admin, content, sent_at) VALUES (?, ?, ?, ?, ?) RETURNING id, sender_name, sender_is_admin, content, sent_at",
      sender.userId,
      sender.name,
      sender.asSupport ? 1 : 0,
      content,
      new Date().toISOString(),
    )
    .one();
  return toChatMessage(row);
}

/** The newest `limit` messages, oldest first. */
export function recentMessages(sql: SqlStorage, limit: number): ChatMessage[] {
  return sql
    .exec<MessageRow>(
      "SELECT * FROM (SELECT id, sender_name, sender_is_admin, content, sent_at FROM messages ORDER BY id DESC LIMIT ?) ORDER BY id ASC",
      limit,
    )
    .toArray()
    .map(toChatMessage);
}
