import { cashbackProjection } from "./cashback"
import { loyaltyProjection } from "./loyalty"
import { promoProjection } from "./promo"

export const promoProjections = {
  promo: promoProjection,
  cashback: cashbackProjection,
  loyalty: loyaltyProjection
} as const
