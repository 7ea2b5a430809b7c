// The ChatRoom Durable Object of one conversation (one object per conversation id).
export function chatRoomFor(env: Env, conversationId: number) {
  return env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(String(conversationId)));
}
