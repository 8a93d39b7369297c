import { Layer, Option } from "effect"
import { withSettings } from "../platform/settings"
import { CurrentTermsLive } from "./currentTerms"
import { TermsGateLive } from "./gate"
import { OperatorTermsHttpLive, TermsHttpLive } from "./http"
import { TermsServiceLive } from "./service"

/**
 * The terms gate (migration 070): the current version in memory and the 451 in front of signed-in calls. It sits
 * under every area with signed-in calls (server/areas.ts), whose handlers ask for it through signedInPlayer.
 */
export const TermsGateAreaLive = Layer.mergeAll(TermsGateLive, TermsServiceLive).pipe(Layer.provideMerge(CurrentTermsLive))

/** The terms' calls and the operator's publishing, on the gate's services. */
export const TermsLive = withSettings(({ operatorToken }) => Layer.mergeAll(TermsHttpLive, OperatorTermsHttpLive(Option.fromNullable(operatorToken))))
