import { cashbackProjection } from "./cashback"
import { promoProjection } from "./promo"

export const promoProjections = {
  promo: promoProjection,
  cashback: cashbackProjection
} as const
