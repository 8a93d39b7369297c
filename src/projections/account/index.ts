import { accountSettingsProjection } from "./accountSettings"
import { accountsProjection } from "./accounts"
import { firstDepositOfferProjection } from "./firstDepositOffer"
import { officeSettingsProjection } from "./officeSettings"
import { profileProjection } from "./profile"
import { securityProjection } from "./security"
import { verificationProjection } from "./verification"

export const accountProjections = {
  accounts: accountsProjection,
  profile: profileProjection,
  security: securityProjection,
  officeSettings: officeSettingsProjection,
  verification: verificationProjection,
  accountSettings: accountSettingsProjection,
  firstDepositOffer: firstDepositOfferProjection
} as const
