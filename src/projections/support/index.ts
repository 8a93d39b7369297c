import { supportProjection } from "./support"
import { supportDeskProjection } from "./supportDesk"

export const supportProjections = {
  support: supportProjection,
  supportDesk: supportDeskProjection
} as const
