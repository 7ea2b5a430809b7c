// Shell texts: navigation, header, footer, toasts, error pages.
const common = {
  meta: {
    siteName: "Gamer Store",
    homeTitle: "Gamer Store: coins, items and boosting for your games",
    homeDescription:
      "Buy in-game coins, items, boosting and carry runs with delivery on a promised time and real people on support.",
  },
  nav: {
    home: "Home",
    games: "Games",
    about: "About",
    contact: "Contact",
    mainNavigation: "Main navigation",
    skipToContent: "Skip to content",
  },
  header: {
    searchLabel: "Search games",
    searchRegion: "Store search",
    searchPlaceholder: "Search games…",
    searchSubmit: "Search",
    cart: "Cart",
    cartWithCount_zero: "Cart, 0 products",
    cartWithCount_one: "Cart, {{count}} product",
    cartWithCount_other: "Cart, {{count}} products",
    login: "Sign in",
    loginOpening: "Opening sign-in…",
    language: "Language",
    switchToEnglish: "English",
    switchToPortuguese: "Português",
    currency: "Currency",
    switchToBrl: "Prices in Brazilian reais",
    switchToUsd: "Prices in US dollars",
  },
  footer: {
    links: "Links",
    follow: "Follow us",
    instagram: "Instagram",
    discord: "Discord",
    contactTitle: "Contact",
    location: "São Paulo, Brazil",
    rights: "© {{year}} Gamer Store. All rights reserved.",
    developedBy: "Developed by the Gamer Store team",
  },
  toast: {
    close: "Close notification",
  },
  validation: {
    failed: "Some fields are not valid.",
    fieldRequired: "This field is required.",
    fieldInvalid: "This value is not valid.",
    invalidJson: "The request body must be valid JSON.",
    invalidPressKey: 'The Idempotency-Key must be 8 to 100 letters, digits, "-", "_", "." or ":".',
  },
  failures: {
    unknown: "Unknown error. Please try again.",
    login: "Login error",
    sendEmail: "Error sending email",
    resetPassword: "Error resetting password",
    resendVerification: "Error resending verification email",
  },
  connection: {
    serverUnreachable: "Could not connect to the server. Check your connection.",
    tryAgain: "Connection error. Please try again.",
  },
  errors: {
    rateLimited: "Too many attempts. Please wait {{seconds}} seconds and try again.",
    notFoundTitle: "Page not found",
    notFoundText: "The page you are looking for does not exist.",
    genericTitle: "Something went wrong",
    genericText: "Please try again in a moment.",
    backHome: "Back to home",
    serverError: "Something went wrong on our side. Please try again. Reference: {{requestId}}",
    reference: "Reference for support:",
    noApiRoute: "No API route matches this path.",
    notConfigured: "The store is not configured yet. Please try again later.",
    invalidSignature: "Invalid signature.",
    webhookFailed: "Webhook processing failed.",
    unknownWebhook: "Unknown webhook.",
  },
};

export type CommonTexts = typeof common;
export default common;
