import { accountsProjection } from "./accounts"

export const accountProjections = { accounts: accountsProjection } as const
