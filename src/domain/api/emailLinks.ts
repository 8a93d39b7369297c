import { HttpApiEndpoint } from "@effect/platform"
import { Schema } from "effect"
import { LINK_ROUTES, LINK_TOKEN_MAX_LENGTH, UnsubscribeSetting } from "../session/emailLinks"
import { LanguageCode } from "../shell/language"
import { PasswordText } from "../session/credentials"
import { IssuesCredential } from "./credentials"
import { BadRequest, TooManyRequests } from "./errors"
import { EmailConfirmed } from "./sessionCodes"
import { PlayerText } from "../playerText"

/**
 * The calls of the pages the site's e-mail links open (issue 7, SPEC.md 2.4), in the session group: none needs a
 * signed-in player, since a link is opened wherever the e-mail is read. Each takes the link's signed token
 * (src/domain/session/emailLinks.ts); a link that does not work is a 400 with a code of LinkErrorCode (60 altered or
 * replaced, 61 expired, 62 used). No answer says whether an address has an account, except to the holder of a link
 * sent to that address.
 */

/** A link's token on the wire: Redacted once decoded, so it never reaches a log. */
export const LinkTokenText = Schema.Redacted(PlayerText(LINK_TOKEN_MAX_LENGTH).pipe(Schema.minLength(1)))

const LinkRequest = Schema.Struct({ token: LinkTokenText })

/** A password-reset link that works: until when (epoch s). */
export const ResetLinkChecked = Schema.Struct({ expiresAt: Schema.Int })

/** An activation link that worked: the address now on the account (the link's holder holds it), and the account ID. */
export const EmailActivated = Schema.Struct({ email: Schema.String, accountId: Schema.Int })

/** An unsubscribe link that worked: the setting now off, and the player's address, masked (null: none any more). */
export const NewsletterStopped = Schema.Struct({ setting: UnsubscribeSetting, email: Schema.NullOr(Schema.String) })

// The page asks before showing its form, so a late or spent link says so at once, not after a new password was typed.
export const checkPasswordResetLink = HttpApiEndpoint.post("checkPasswordResetLink", "/auth-api/password/recovery/link/check")
  .setPayload(LinkRequest)
  .addSuccess(ResetLinkChecked)
  .addError(BadRequest)
  .addError(TooManyRequests)

// The same rules and refusals as the reset by code (12 weak password, 44 no account behind the address: said only to
// the link's holder); then every session of the player ends. The link and the code of one recovery are spent together.
export const resetPasswordByLink = HttpApiEndpoint.post("resetPasswordByLink", "/auth-api/password/recovery/link/reset")
  .setPayload(Schema.Struct({ token: LinkTokenText, password: PasswordText }))
  .addSuccess(Schema.Struct({ changed: Schema.Literal(true) }))
  .addError(BadRequest)
  .addError(TooManyRequests)

// `user/accountverify?token=…`: the confirmation e-mail's link, answered as confirmEmail answers the address and code.
export const confirmEmailByLink = HttpApiEndpoint.post("confirmEmailByLink", "/auth-api/email/confirm/link")
  .setPayload(LinkRequest)
  .addSuccess(EmailConfirmed)
  .addError(BadRequest)
  .addError(TooManyRequests)
  .annotate(IssuesCredential, { kind: "user", path: ["signedIn", "data", "token"] })

// `user/activate?token=…`: the address a player added in the office becomes theirs, confirmed. 14: another account has
// it by now; 37: the account has another address by now (both said only to the link's holder).
export const activateEmail = HttpApiEndpoint.post("activateEmail", "/auth-api/email/activate")
  .setPayload(LinkRequest)
  .addSuccess(EmailActivated)
  .addError(BadRequest)
  .addError(TooManyRequests)

// `user/stopnewsletter?token=…`: the mailing setting the link names turns off; following it again changes nothing.
export const stopNewsletter = HttpApiEndpoint.post("stopNewsletter", "/auth-api/newsletter/stop")
  .setPayload(LinkRequest)
  .addSuccess(NewsletterStopped)
  .addError(BadRequest)
  .addError(TooManyRequests)

// RFC 8058 one-click unsubscription: a news e-mail's List-Unsubscribe header names its `user/stopnewsletter?token=…`
// link, and a mail client's own unsubscribe button POSTs a small form (List-Unsubscribe=One-Click) to it, without
// cookies. The page's address answers that POST as the page's call does; a GET still opens the page. The token alone
// decides (the form's content is fixed by the RFC and not read); no redirect, as the RFC asks.
export const stopNewsletterOneClick = HttpApiEndpoint.post("stopNewsletterOneClick", `/:lng${LINK_ROUTES.stopNewsletter}`)
  .setPath(Schema.Struct({ lng: LanguageCode }))
  .setUrlParams(LinkRequest)
  .addSuccess(NewsletterStopped)
  .addError(BadRequest)
  .addError(TooManyRequests)
