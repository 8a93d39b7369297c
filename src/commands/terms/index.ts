import { Effect } from "effect"
import { TERMS_CHECK_PERIOD } from "../../adapters/retryPolicies"
import { every } from "../../adapters/timers"
import { type Area, defineArea } from "../area"
import { CheckTerms, termsCommands } from "./commands"
import { termsEvents, termsServerAnswers } from "./events"
import { checksTerms, checkTerms, confirmTerms, loadTermsRules } from "./handlers"

/**
 * The terms confirmation (SPEC.md 4 "Terms changed"): the signed-in player's terms status every 60 s while the tab is
 * visible (on a site that asks for the confirmation), the confirm page's terms and the player's acceptance.
 */
export const termsArea: Area<typeof termsCommands, typeof termsEvents> = defineArea({
  name: "terms",
  commands: termsCommands,
  handlers: { CheckTerms: checkTerms, LoadTermsRules: loadTermsRules, ConfirmTerms: confirmTerms },
  events: termsEvents,
  serverAnswers: termsServerAnswers,
  migrations: [],
  start: (bus) =>
    Effect.asVoid(
      every(
        TERMS_CHECK_PERIOD,
        Effect.suspend(() => (checksTerms(bus.store.snapshot()) ? bus.dispatchEffect(new CheckTerms({}), "timer") : Effect.void)),
        { pauseWhileHidden: true }
      )
    )
})
