import { settingsProjection } from "./settings"

export const settingsProjections = { settings: settingsProjection } as const
