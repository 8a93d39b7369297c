import { accountsProjection } from "./accounts"
import { officeSettingsProjection } from "./officeSettings"
import { profileProjection } from "./profile"
import { securityProjection } from "./security"
import { verificationProjection } from "./verification"

export const accountProjections = {
  accounts: accountsProjection,
  profile: profileProjection,
  security: securityProjection,
  officeSettings: officeSettingsProjection,
  verification: verificationProjection
} as const
