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

export const consentCommands = [RestoreConsent, ShowConsentView, AcceptConsent, SendCookieAgreement, CaptureReferral] as const
