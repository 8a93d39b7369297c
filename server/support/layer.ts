import { Layer, Option } from "effect"
import { withSettings } from "../platform/settings"
import { OperatorSupportHttpLive, SupportHttpLive } from "./http"
import { SupportServiceLive } from "./service"

/** The support area (migration 074): the players' tickets and questions, and the operator's answers. */
export const SupportLive = withSettings(({ operatorToken }) =>
  Layer.mergeAll(SupportHttpLive, OperatorSupportHttpLive(Option.fromNullable(operatorToken))).pipe(Layer.provideMerge(SupportServiceLive))
)
