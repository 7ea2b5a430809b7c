// The contact form's rules, shared by the form in the browser, the page's action and the API.
// Imports only valibot; messages are i18n keys.
import * as v from "valibot";
import { idField } from "../ids";

export const CONTACT_SUBJECTS = ["question", "suggestion", "complaint", "partnership", "other"] as const;

export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 2_000;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/** A missing field reads as an empty one, so it gets its own "required" message. */
const field = (message: string) => v.optional(v.string(message), "");
const text = (requiredKey: string) => v.pipe(field(requiredKey), v.trim(), v.nonEmpty(requiredKey));

/** The address an answer goes to, in lower case; `area` names the texts ("contact", "support"). */
const replyEmail = (area: string) =>
  v.pipe(
    text(`${area}.errors.emailRequired`),
    v.toLowerCase(),
    v.maxLength(EMAIL_MAX_LENGTH, `${area}.errors.emailInvalid`),
    v.email(`${area}.errors.emailInvalid`),
  );

export const contactMessageSchema = v.object({
  name: v.pipe(
    text("contact.errors.nameRequired"),
    v.minLength(NAME_MIN_LENGTH, "contact.errors.nameTooShort"),
    v.maxLength(NAME_MAX_LENGTH, "contact.errors.nameTooLong"),
  ),
  email: replyEmail("contact"),
  subject: v.pipe(
    field("contact.errors.subjectInvalid"),
    v.picklist(CONTACT_SUBJECTS, "contact.errors.subjectInvalid"),
  ),
  message: v.pipe(
    text("contact.errors.messageRequired"),
    v.minLength(MESSAGE_MIN_LENGTH, "contact.errors.messageTooShort"),
    v.maxLength(MESSAGE_MAX_LENGTH, "contact.errors.messageTooLong"),
  ),
});

export type ContactMessageInput = v.InferOutput<typeof contactMessageSchema>;

/**
 * A message a visitor who is not signed in leaves in the chat panel: an email to answer to and the
 * message (a name if they give one). Its texts live with the chat's (support.errors), which every
 * page has, unlike the contact page's.
 */
export const guestChatMessageSchema = v.object({
  name: v.pipe(
    field("support.errors.nameTooShort"),
    v.trim(),
    v.check((name) => name === "" || name.length >= NAME_MIN_LENGTH, "support.errors.nameTooShort"),
    v.maxLength(NAME_MAX_LENGTH, "support.errors.nameTooLong"),
  ),
  email: replyEmail("support"),
  message: v.pipe(
    text("support.errors.messageRequired"),
    v.maxLength(MESSAGE_MAX_LENGTH, "support.errors.messageTooLong"),
  ),
});

export type GuestChatMessageInput = v.InferOutput<typeof guestChatMessageSchema>;

/** The form's fields, in the order people fill them in. */
export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const satisfies ReadonlyArray<
  keyof ContactMessageInput
>;

/** The admin inbox's "mark as read" form: which message. */
export const markContactReadSchema = v.object({
  id: idField("adminInbox.invalidRequest"),
});
