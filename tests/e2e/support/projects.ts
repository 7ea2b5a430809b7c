// Which project runs a test (playwright.config.ts): the desktop runs every test but the phone-only
// ones; the phone runs only the tests that say they are about a small screen or a phone.

/** A test about a small screen or a phone: it runs on the desktop and on the phone. */
export const PHONE = { tag: "@phone" };

/** A test only the phone runs: the slow-phone profile, the scans meant for the phone's layout. */
export const PHONE_ONLY = { tag: "@phone-only" };
