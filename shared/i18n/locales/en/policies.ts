// The policy pages' titles and links (footer, register form, checkout) and the admin editor.
const policies = {
  titles: {
    terms: "Terms of sale",
    refunds: "Refund and withdrawal policy",
    privacy: "Privacy policy",
  },
  updated: "Last updated {{date}}",
  registerConsent: "Creating an account means you accept our terms of sale and privacy policy:",
  checkoutConsent: "Paying means you accept our terms of sale and our refund and withdrawal policy:",
  admin: {
    title: "Policies",
    intro:
      'What shoppers read on the policy pages, in each language. Plain text: leave a blank line between paragraphs, start a line with "## " for a heading and with "- " for a list item.',
    save: "Save",
    saving: "Saving…",
    saved: "Saved.",
    view: "View page",
    tooLong: "Keep the text under 50,000 characters.",
    required: "Write the policy's text.",
  },
};

export default policies;
