import { consentProjection } from "./consent"

export const consentProjections = {
  consent: consentProjection
} as const
