import { pageRedirectProjection } from "./pageRedirect"
import { siteAccessProjection } from "./siteAccess"

export const siteAccessProjections = {
  siteAccess: siteAccessProjection,
  pageRedirect: pageRedirectProjection
} as const
