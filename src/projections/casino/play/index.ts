import { casinoPlayProjection } from "./casinoPlay"

export const casinoPlayProjections = {
  casinoPlay: casinoPlayProjection
} as const
