// Staff management's input (issue 49), one schema per rule for the admin's forms (in the browser and
// on the server) and the API alike: POST /api/admin/staff {email, role}, PATCH /api/admin/staff/{id}
// {role}; and the invitation page's two forms, a new account's (name and password, the registration
// rules) and an existing account's (its own password). Only valibot here: client bundles include it.
import * as v from "valibot";
import { registrationPasswordRules } from "../auth/schemas";
import { STAFF_ROLES } from "../codes";
import { emailField, nameField, textField } from "../person-fields";

const texts = "adminStaff.validation";
const invalidBody = "auth.validation.invalidBody";

const role = v.picklist(STAFF_ROLES, `${texts}.role`);

export const staffInviteSchema = v.object({ email: emailField(texts), role }, invalidBody);

export const staffRoleSchema = v.object({ role }, invalidBody);

const token = textField("auth.validation.tokenRequired", [], (value) => value.trim());

/** Far above any real password, as everywhere: keeps a hostile request from feeding megabytes to the hasher. */
const PASSWORD_MAX_LENGTH = 128;

/** A new account: the person's name, and a password under the registration's rules, typed twice. */
export const joinWithNewAccountSchema = v.pipe(
  v.object(
    {
      token,
      nome: nameField("auth.validation"),
      password: textField("auth.validation.passwordRequired", registrationPasswordRules),
      confirmPassword: v.nullish(v.string(), ""),
    },
    invalidBody,
  ),
  v.forward(
    v.partialCheck(
      [["password"], ["confirmPassword"]],
      (input) => input.password === input.confirmPassword,
      "auth.validation.passwordsDoNotMatch",
    ),
    ["confirmPassword"],
  ),
  v.transform(({ token, nome, password }) => ({ token, name: nome, password })),
);

/** An account the address already has: its owner confirms with the account's own password. */
export const joinWithOwnAccountSchema = v.object(
  {
    token,
    password: textField("auth.validation.passwordRequired", [
      { message: "auth.validation.passwordTooLong", test: (password) => password.length <= PASSWORD_MAX_LENGTH },
    ]),
  },
  invalidBody,
);

export type StaffInvite = v.InferOutput<typeof staffInviteSchema>;
export type JoinWithNewAccount = v.InferOutput<typeof joinWithNewAccountSchema>;
export type JoinWithOwnAccount = v.InferOutput<typeof joinWithOwnAccountSchema>;
