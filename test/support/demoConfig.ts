import { Schema } from "effect"
import { SiteConfig } from "../../src/domain/config/siteConfig"
import { demoSiteConfig } from "../../server/config/demoConfig"

/** The site config the demo server seeds, as the client receives it: for client tests that script the server. */
export const demoConfig = (overrides: Partial<SiteConfig> = {}): SiteConfig => ({
  ...Schema.decodeSync(SiteConfig)({ ...demoSiteConfig, geoCountry: null }),
  ...overrides
})
