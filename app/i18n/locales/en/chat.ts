// The support chat widget and the admin inbox.
const chat = {
  chat: {
    open: "Open support chat",
    title: "Support",
    online: "Online",
    offline: "Offline — we reply as soon as we can",
    supportTyping: "Support is typing…",
    shopperTyping: "{{name}} is typing…",
    agentJoined: "{{name}} joined the conversation",
    agentLeft: "{{name}} left the conversation",
    noMessages: "No messages yet",
    startConversation: "Send a message to start the conversation.",
    placeholder: "Type your message…",
    inputLabel: "Message",
    send: "Send",
    sending: "Sending…",
    minimize: "Minimize",
    maximize: "Maximize",
    close: "Close chat",
    loading: "Loading conversation…",
    you: "You",
    reconnecting: "Reconnecting…",
    signInRequired: "Sign in to talk to support.",
    signIn: "Sign in",
    notAuthenticated: "User not authenticated",
    loadError: "Error loading conversation",
    sendError: "Error sending message. Please try again.",
    contentRequired: "Type a message first.",
    contentTooLong: "Messages can have at most 2,000 characters.",
    conversationNotFound: "Conversation not found.",
    rateLimited: "You are sending messages too fast. Wait a few seconds.",
  },
};

export type ChatTexts = typeof chat;
export default chat;
