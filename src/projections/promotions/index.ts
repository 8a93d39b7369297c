import { promotionsProjection } from "./promotions"

export const promotionsProjections = {
  promotions: promotionsProjection
} as const
