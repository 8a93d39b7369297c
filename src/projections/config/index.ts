import { siteConfigProjection } from "./siteConfig"

export const configProjections = { siteConfig: siteConfigProjection } as const
