import { lottoProjection } from "./lotto"

export const lottoProjections = {
  lotto: lottoProjection
} as const
