import { bettingStateProjection } from "./bettingState"
import { settingsProjection } from "./settings"
import { settingsOwnerProjection } from "./settingsOwner"

export const settingsProjections = { settings: settingsProjection, bettingState: bettingStateProjection, settingsOwner: settingsOwnerProjection } as const
