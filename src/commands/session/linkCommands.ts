import { Schema } from "effect"
import { captchaAnswer, Secret } from "../secret"

/**
 * The commands of the pages the site's e-mail links open (SPEC.md 2.4): each carries the link's token, a Secret
 * ("<redacted>" in every exported log) like the codes and passwords it stands in for.
 */

/** `user/passwordreset`: is the link still good? Asked before the new-password form is shown. */
export class CheckResetLink extends Schema.TaggedClass<CheckResetLink>()("CheckResetLink", { token: Secret, ...captchaAnswer }) {}

/** `user/passwordreset`: the new password, by the link instead of the code. */
export class ResetPasswordByLink extends Schema.TaggedClass<ResetPasswordByLink>()("ResetPasswordByLink", {
  token: Secret,
  password: Secret,
  ...captchaAnswer
}) {}

/** `user/accountverify?token=…`: the confirmation e-mail's link (ConfirmEmail is the same by address and code). */
export class ConfirmEmailByLink extends Schema.TaggedClass<ConfirmEmailByLink>()("ConfirmEmailByLink", { token: Secret, ...captchaAnswer }) {}

/** `user/activate` (and `user/activatefast`): the address added in the office becomes the account's. */
export class ActivateEmail extends Schema.TaggedClass<ActivateEmail>()("ActivateEmail", { token: Secret, ...captchaAnswer }) {}

/** `user/stopnewsletter`: the mailing setting the link names turns off. */
export class StopNewsletter extends Schema.TaggedClass<StopNewsletter>()("StopNewsletter", { token: Secret, ...captchaAnswer }) {}

export const linkCommands = [CheckResetLink, ResetPasswordByLink, ConfirmEmailByLink, ActivateEmail, StopNewsletter] as const
