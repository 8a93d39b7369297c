import { changesProjection } from "./changes"

export const changesProjections = {
  changes: changesProjection
} as const
