import { promoProjection } from "./promo"

export const promoProjections = {
  promo: promoProjection
} as const
