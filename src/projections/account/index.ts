import { accountsProjection } from "./accounts"
import { verificationProjection } from "./verification"

export const accountProjections = { accounts: accountsProjection, verification: verificationProjection } as const
