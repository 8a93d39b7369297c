import { Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import { FALLBACK_LANGUAGE, type LanguageCode } from "../../domain/shell/language"
import { withLanguage } from "../../domain/shell/languageRoute"
import { CONFIRM_TERMS_FEATURE } from "../../domain/terms/guard"
import type { States } from "../../projections/registry"
import { emit, emitThen, type Handler, type Outcome } from "../handler"
import { Query } from "../query"
import { fromServerAnswer } from "../serverAnswer"
import { TermsChangeDetected } from "../session/events"
import { Navigate } from "../shell/commands"
import type { CheckTerms, ConfirmTerms, LoadTermsRules } from "./commands"
import { TermsConfirmed, TermsConfirmFailed, TermsRulesLoaded, TermsRulesLoadFailed, TermsStatusChecked, TermsStatusCheckFailed } from "./events"

/** Whether the terms are checked for this visitor: a signed-in player, on a site that asks for the confirmation. */
export const checksTerms = (states: States): boolean =>
  states.session.status === "player" && states.siteConfig.config?.features[CONFIRM_TERMS_FEATURE] === true

const languageOf = (states: States): LanguageCode => (states.language.current ?? FALLBACK_LANGUAGE) as LanguageCode
const confirmPath = (states: States): string => withLanguage(languageOf(states), "/confirm")
const onConfirmPage = (states: States): boolean => states.location.path === confirmPath(states)

/** From the confirm page to the site's root, in place of the confirm page in the history. */
const toRoot = (states: States) => new Navigate({ to: withLanguage(languageOf(states), "/"), mode: "replace" })

/**
 * SPEC.md 4 "Terms changed": changed terms take the player to the confirm page (as a 451 does, serverAnswer.ts); on
 * the confirm page, terms that did not change (or a visitor who is not signed in) go back to the root.
 */
export const checkTerms: Handler<CheckTerms> = (command) =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    if (!checksTerms(states)) return onConfirmPage(states) ? emitThen([], [toRoot(states)]) : emit()
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.terms.status(),
      (status): Outcome => {
        const checked = new TermsStatusChecked({ status })
        if (status.result) return onConfirmPage(states) ? emit(checked, new TermsChangeDetected({})) : emitThen([checked, new TermsChangeDetected({})], [new Navigate({ to: confirmPath(states), mode: "push" })])
        return onConfirmPage(states) ? emitThen([checked], [toRoot(states)]) : emit(checked)
      },
      (error) => emit(new TermsStatusCheckFailed({ error }))
    )
  })

export const loadTermsRules: Handler<LoadTermsRules> = (command) =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.terms.rules({ urlParams: { lng: languageOf(states) === "ru" ? "ru" : "en" } }),
      (rules) => emit(new TermsRulesLoaded({ rules })),
      (error) => emit(new TermsRulesLoadFailed({ error }))
    )
  })

/** Accepted: back to the site's root. Refused (a newer version meanwhile, the network): the error alert. */
export const confirmTerms: Handler<ConfirmTerms> = (command) =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.terms.confirm({ payload: { version: command.version } }),
      (status) => emitThen([new TermsConfirmed({ status })], [toRoot(states)]),
      (error) => emit(new TermsConfirmFailed({ error }))
    )
  })
