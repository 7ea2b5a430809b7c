// A policy's text as the admin editor posts it, shared by the form and its action.
import * as v from "valibot";
import { supportedLanguages } from "../i18n/config";
import { POLICY_SLUGS } from "../policy-text";

export const POLICY_MAX_LENGTH = 50_000;

export const policyFormSchema = v.object(
  {
    slug: v.picklist(POLICY_SLUGS, "auth.validation.invalidBody"),
    language: v.picklist(supportedLanguages, "auth.validation.invalidBody"),
    body: v.pipe(
      v.nullish(v.string("policies.admin.required"), ""),
      v.trim(),
      v.nonEmpty("policies.admin.required"),
      v.maxLength(POLICY_MAX_LENGTH, "policies.admin.tooLong"),
    ),
  },
  "auth.validation.invalidBody",
);

export type PolicyInput = v.InferOutput<typeof policyFormSchema>;
