import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { TermsRules, TermsStatus } from "../../domain/api/terms"
import { version } from "../version"

export class TermsStatusChecked extends Schema.TaggedClass<TermsStatusChecked>()("TermsStatusChecked", { ...version(1), status: TermsStatus }) {}
export class TermsStatusCheckFailed extends Schema.TaggedClass<TermsStatusCheckFailed>()("TermsStatusCheckFailed", { ...version(1), error: ApiError }) {}
export class TermsRulesLoaded extends Schema.TaggedClass<TermsRulesLoaded>()("TermsRulesLoaded", { ...version(1), rules: TermsRules }) {}
export class TermsRulesLoadFailed extends Schema.TaggedClass<TermsRulesLoadFailed>()("TermsRulesLoadFailed", { ...version(1), error: ApiError }) {}
export class TermsConfirmed extends Schema.TaggedClass<TermsConfirmed>()("TermsConfirmed", { ...version(1), status: TermsStatus }) {}
/** SPEC.md 8: the 'information_confirm_terms_error' alert, with no close button and no click-outside dismissal. */
export class TermsConfirmFailed extends Schema.TaggedClass<TermsConfirmFailed>()("TermsConfirmFailed", { ...version(1), error: ApiError }) {}

export const termsServerAnswers = [TermsStatusChecked, TermsStatusCheckFailed, TermsRulesLoaded, TermsRulesLoadFailed, TermsConfirmed, TermsConfirmFailed] as const

export const termsEvents = [...termsServerAnswers] as const
