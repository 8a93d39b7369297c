import { paymentsProjection } from "./cashier"

export const paymentsProjections = {
  payments: paymentsProjection
} as const
