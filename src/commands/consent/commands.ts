import { Schema } from "effect"

/** Reads the choice this browser keeps (and a guest's agree time waiting to be sent). */
export class RestoreConsent extends Schema.TaggedClass<RestoreConsent>()("RestoreConsent", {}) {}

/** The banner shows its main view, or its customize view with the options. */
export class ShowConsentView extends Schema.TaggedClass<ShowConsentView>()("ShowConsentView", { view: Schema.Literal("main", "customize") }) {}

/** The player accepts: all (both true) or the options selected in the customize view. */
export class AcceptConsent extends Schema.TaggedClass<AcceptConsent>()("AcceptConsent", { functionality: Schema.Boolean, marketing: Schema.Boolean }) {}

/** Sends a guest's agree time once a player is signed in (SPEC.md 4). */
export class SendCookieAgreement extends Schema.TaggedClass<SendCookieAgreement>()("SendCookieAgreement", {}) {}

/** Keeps a partner link's marks (the page's query as it was opened) in their cookies (SPEC.md 5 and 9). */
export class CaptureReferral extends Schema.TaggedClass<CaptureReferral>()("CaptureReferral", { search: Schema.String }) {}

/** Reads the age this browser has confirmed (the age gate, SPEC.md 9). */
export class RestoreAgeConfirmation extends Schema.TaggedClass<RestoreAgeConfirmation>()("RestoreAgeConfirmation", {}) {}

/** The visitor confirms the site's age; `remember`: for three days, else for this browser session. */
export class ConfirmAge extends Schema.TaggedClass<ConfirmAge>()("ConfirmAge", { remember: Schema.Boolean }) {}

/** The visitor says they are under the site's age: the site stays closed to them. */
export class DeclineAge extends Schema.TaggedClass<DeclineAge>()("DeclineAge", {}) {}

export const consentCommands = [RestoreConsent, ShowConsentView, AcceptConsent, SendCookieAgreement, CaptureReferral, RestoreAgeConfirmation, ConfirmAge, DeclineAge] as const
