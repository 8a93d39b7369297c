import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import { MANIFEST_PATH, webAppManifest } from "../../src/domain/shell/pwa"
import { ConfigService } from "./service"

/**
 * /manifest.json, the installable app's manifest (SPEC.md 7), from the site config as it is now: the company's name
 * and the config's theme colour. Kept ten minutes by browsers, as the config's own answer is revalidated.
 */
export const WebAppManifestLive = HttpApiBuilder.Router.use((router) =>
  Effect.flatMap(ConfigService, (config) =>
    router.get(
      MANIFEST_PATH,
      Effect.sync(() => {
        const site = config.siteConfig()
        return HttpServerResponse.unsafeJson(webAppManifest({ companyName: site.companyName, themeColor: site.pwaManifest.themeColor }), {
          contentType: "application/manifest+json",
          headers: { "cache-control": "public, max-age=600" }
        })
      })
    )
  )
)
