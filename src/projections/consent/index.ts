import { ageGateProjection } from "./ageGate"
import { consentProjection } from "./consent"

export const consentProjections = {
  consent: consentProjection,
  ageGate: ageGateProjection
} as const
