// When support answers, and what a visitor who is not signed in sees in the chat panel.
const support = {
  support: {
    hours: "Support answers {{hours}}.",
    /** The hours as the store settings hold them (shared/settings/support-hours.ts). */
    schedule: {
      hours: "{{days}}, {{opens}} to {{closes}} (Brasília time)",
      dayRange: "{{first}} to {{last}}",
      everyDay: "every day",
      aroundTheClock: "at any hour, every day",
    },
    backAt: "Support is back {{time}}, your time.",
    offlineNote: "Leave a message: it stays here and we reply when support is back.",
    guest: {
      intro: "Leave us a message and we will answer by email.",
      signInPrompt: "Have an account? Sign in to chat live and see your orders beside the chat.",
      signIn: "Sign in",
      formLabel: "Message to support",
      name: "Name (optional)",
      email: "Your email",
      message: "Message",
      send: "Send message",
      sending: "Sending…",
      sent: "Thank you! We received your message and will answer by email.",
      sendAnother: "Write another message",
      sendError: "Your message could not be sent. Check your connection and try again.",
    },
    errors: {
      nameTooShort: "Write at least 2 characters, or leave the name empty.",
      nameTooLong: "Names can have at most 100 characters.",
      emailRequired: "Enter your email so we can answer you.",
      emailInvalid: "Enter a valid email, like name@example.com.",
      emailTooLong: "Emails can have at most 254 characters.",
      messageRequired: "Write your message first.",
      messageTooLong: "Messages can have at most 2,000 characters.",
    },
    inbox: {
      fromChat: "Left in the chat by a visitor",
    },
  },
};

export default support;
