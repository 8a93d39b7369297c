import { termsProjection } from "./terms"

export const termsProjections = {
  terms: termsProjection
} as const
