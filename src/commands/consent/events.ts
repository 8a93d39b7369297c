import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { CookiesAgreeType } from "../../domain/consent/cookieConsent"
import { version } from "../version"

/** The choice this browser keeps (null: none yet, the banner shows), and a guest's agree time not yet sent. */
export class ConsentRestored extends Schema.TaggedClass<ConsentRestored>()("ConsentRestored", {
  ...version(1),
  type: Schema.NullOr(CookiesAgreeType),
  pendingAgreeTime: Schema.NullOr(Schema.Int)
}) {}

export class ConsentViewShown extends Schema.TaggedClass<ConsentViewShown>()("ConsentViewShown", { ...version(1), view: Schema.Literal("main", "customize") }) {}

/** The player chose; `pending`: the agree time waits for a sign-in to be sent. */
export class ConsentAccepted extends Schema.TaggedClass<ConsentAccepted>()("ConsentAccepted", {
  ...version(1),
  type: CookiesAgreeType,
  at: Schema.Int,
  pending: Schema.Boolean
}) {}

/** The server keeps the signed-in player's agree time. */
export class CookieAgreementSent extends Schema.TaggedClass<CookieAgreementSent>()("CookieAgreementSent", { ...version(1), at: Schema.Int }) {}
export class CookieAgreementFailed extends Schema.TaggedClass<CookieAgreementFailed>()("CookieAgreementFailed", { ...version(1), error: ApiError }) {}

/** A partner link's marks were kept: the cookies written, with their lifetimes. */
export class ReferralCaptured extends Schema.TaggedClass<ReferralCaptured>()("ReferralCaptured", {
  ...version(1),
  cookies: Schema.Array(Schema.Struct({ name: Schema.String, value: Schema.String, maxAgeSeconds: Schema.Int }))
}) {}

/** The age this browser has confirmed before (null: none, or not one the gate reads). */
export class AgeConfirmationRestored extends Schema.TaggedClass<AgeConfirmationRestored>()("AgeConfirmationRestored", {
  ...version(1),
  confirmedAge: Schema.NullOr(Schema.Int)
}) {}

/** The visitor confirmed `age`, kept for three days (`remember`) or for the browser session. */
export class AgeConfirmed extends Schema.TaggedClass<AgeConfirmed>()("AgeConfirmed", { ...version(1), age: Schema.Int, remember: Schema.Boolean }) {}

export class AgeDeclined extends Schema.TaggedClass<AgeDeclined>()("AgeDeclined", { ...version(1) }) {}

export const consentServerAnswers = [CookieAgreementSent, CookieAgreementFailed] as const
export const consentEvents = [ConsentRestored, ConsentViewShown, ConsentAccepted, ReferralCaptured, AgeConfirmationRestored, AgeConfirmed, AgeDeclined, ...consentServerAnswers] as const
