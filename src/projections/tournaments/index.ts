import { tournamentsProjection } from "./tournaments"

export const tournamentsProjections = {
  tournaments: tournamentsProjection
} as const
