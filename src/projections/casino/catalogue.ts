import { Schema } from "effect"
import { Catalogue } from "../../domain/api/casino"
import { ApiError } from "../../domain/api/clientErrors"
import type { Projection } from "../projection"

/** The casino's catalogue as the lobby's pages read it: the same for every visitor, kept across sign-ins. */
export const CasinoCatalogueState = Schema.Struct({
  status: Schema.Literal("idle", "loaded", "failed"),
  catalogue: Schema.NullOr(Catalogue),
  error: Schema.NullOr(ApiError)
})
export type CasinoCatalogueState = typeof CasinoCatalogueState.Type

export const casinoCatalogueProjection: Projection<CasinoCatalogueState, typeof CasinoCatalogueState.Encoded, "CasinoCatalogueLoaded" | "CasinoCatalogueLoadFailed"> = {
  name: "casinoCatalogue",
  schema: CasinoCatalogueState,
  initial: { status: "idle", catalogue: null, error: null },
  tags: ["CasinoCatalogueLoaded", "CasinoCatalogueLoadFailed"],
  apply: (state, event) => {
    switch (event._tag) {
      case "CasinoCatalogueLoaded":
        return { status: "loaded", catalogue: event.catalogue, error: null }
      case "CasinoCatalogueLoadFailed":
        // A catalogue shown already stays; the failure is said beside it.
        return { ...state, status: state.catalogue === null ? "failed" : "loaded", error: event.error }
    }
  }
}
