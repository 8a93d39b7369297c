import { totoProjection } from "./toto"

export const totoProjections = {
  toto: totoProjection
} as const
