import { Effect, Layer } from "effect"
import { defer, NEVER } from "rxjs"
import { isSearchBot } from "../domain/shell/searchBot"
import { presence, visibilityChanges, type VisibilitySource } from "./domStreams"
import { Visibility } from "./Visibility"

export interface VisibilityHost {
  readonly document: VisibilitySource | undefined
  readonly userAgent: string
}

/** The browser's document and user agent, read when used (so the layer can be built outside a browser). */
const browserHost = (): VisibilityHost => ({
  document: typeof document === "undefined" ? undefined : document,
  userAgent: typeof navigator === "undefined" ? "" : navigator.userAgent
})

/** Visibility over a given host; without a document the page counts as visible and never changes. */
export const makeVisibility = (host: () => VisibilityHost): Visibility["Type"] => ({
  isVisible: Effect.sync(() => {
    const doc = host().document
    return doc === undefined || doc.visibilityState === "visible"
  }),
  changes: defer(() => {
    const doc = host().document
    return doc === undefined ? NEVER : visibilityChanges(doc)
  }),
  activity: defer(() => {
    const doc = host().document
    return doc === undefined ? NEVER : presence(doc)
  }),
  isBot: Effect.sync(() => isSearchBot(host().userAgent))
})

export const VisibilityLive: Layer.Layer<Visibility> = Layer.sync(Visibility, () => makeVisibility(browserHost))
