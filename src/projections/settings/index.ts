import { bettingStateProjection } from "./bettingState"
import { settingsProjection } from "./settings"

export const settingsProjections = { settings: settingsProjection, bettingState: bettingStateProjection } as const
