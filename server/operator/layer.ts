import type { Redacted } from "effect"
import { withSettings } from "../platform/settings"
import { OperatorHttpLive } from "./http"

declare module "../platform/settings" {
  interface AreaSettings {
    /** The operator tool's token (OPERATOR_TOKEN, else made at start by main.ts); none: no operator calls. */
    readonly operatorToken?: Redacted.Redacted<string> | undefined
  }
}

/** The operator area: the operator group's handlers, called by the operator tool with its token. */
export const OperatorLive = withSettings(({ operatorToken }) => OperatorHttpLive({ operatorToken }))
