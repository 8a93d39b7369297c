import { casinoCatalogueProjection } from "./catalogue"
import { casinoPlayerProjection } from "./player"

export const casinoProjections = {
  casinoCatalogue: casinoCatalogueProjection,
  casinoPlayer: casinoPlayerProjection
} as const
