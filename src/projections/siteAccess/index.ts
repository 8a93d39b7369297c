import { siteAccessProjection } from "./siteAccess"

export const siteAccessProjections = {
  siteAccess: siteAccessProjection
} as const
