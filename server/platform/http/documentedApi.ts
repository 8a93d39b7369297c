import { OpenApi } from "@effect/platform"
import pkg from "../../../package.json" with { type: "json" }
import { OddsfoldApi } from "../../../src/domain/api/contract"

/**
 * The contract as served: the same endpoints, plus the title and version shown at /openapi.json and /docs.
 * Annotated here rather than in src/domain, which stays free of deployment details.
 */
export const DocumentedApi = OddsfoldApi.annotate(OpenApi.Title, "Oddsfold API")
  .annotate(OpenApi.Version, pkg.version)
  .annotate(OpenApi.Description, "The back end of the Oddsfold site: site config, sessions, tokens, device fingerprints.")
