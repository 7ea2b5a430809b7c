// Contact page texts (/contato), the contact form and its validation messages.
const contact = {
  meta: {
    title: "Contact | Gamer Store",
    description: "Talk to Gamer Store by email, WhatsApp or the contact form.",
  },
  title: "Contact us",
  intro: "Questions about an order, a game or a partnership? Pick the channel you like best.",
  channelsTitle: "Our channels",
  email: {
    title: "Email",
    note: "We answer emails in support hours: {{hours}}.",
  },
  whatsapp: {
    title: "WhatsApp",
    hours: "Hours: {{hours}}",
    open: "Chat on WhatsApp",
  },
  address: {
    title: "Address",
    value: "São Paulo, SP, Brazil (online service only)",
  },
  faqTitle: "Frequently asked questions",
  faq: {
    delivery: {
      question: "How long does delivery take?",
      /** The promise of an offer without its own, from the settings; then the measured figures, when there are some. */
      answer: "Each offer shows its delivery time before you buy it. Without its own: {{promise}}",
    },
    safety: {
      question: "Is buying here safe?",
      answer:
        "Yes. Payments go through a certified provider, we never ask for your password, and every order is tracked until delivery.",
    },
    support: {
      question: "How do I get help with an order?",
      answer: "Use the chat on the site, WhatsApp or this form. Support answers {{hours}}.",
    },
  },
  form: {
    title: "Send us a message",
    name: "Name",
    email: "Email",
    subject: "Subject",
    message: "Message",
    messageHint: "From 10 to 2,000 characters.",
    send: "Send message",
    sending: "Sending…",
    sent: "Thank you! Your message was sent. We will answer by email in support hours.",
    invalid: "Please correct the fields marked below.",
  },
  subjects: {
    question: "Question",
    suggestion: "Suggestion",
    complaint: "Complaint",
    partnership: "Partnership",
    other: "Other",
  },
  errors: {
    nameRequired: "Please enter your name.",
    nameTooShort: "The name must have at least 2 characters.",
    nameTooLong: "The name must have at most 100 characters.",
    emailRequired: "Please enter your email.",
    emailInvalid: "Please enter a valid email address.",
    emailTooLong: "The email must have at most 254 characters.",
    subjectInvalid: "Please choose a subject.",
    messageRequired: "Please write your message.",
    messageTooShort: "The message must have at least 10 characters.",
    messageTooLong: "The message must have at most 2,000 characters.",
  },
};

export type ContactTexts = typeof contact;
export default contact;
