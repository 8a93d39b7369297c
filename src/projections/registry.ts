import type { Event } from "../commands/events"
import { appProjection } from "./shell/app"
import { languageProjection } from "./shell/language"
import { locationProjection } from "./shell/location"
import { sessionProjection } from "./session/session"
import { settingsProjection } from "./settings/settings"
import { siteConfigProjection } from "./config/siteConfig"

/** Every projection the app runs, by name. Adding one here is all it takes for the store, log and replay. */
export const projections = {
  app: appProjection,
  siteConfig: siteConfigProjection,
  settings: settingsProjection,
  session: sessionProjection,
  language: languageProjection,
  location: locationProjection
} as const

export type Projections = typeof projections
export type ProjectionName = keyof Projections
export type StateOf<N extends ProjectionName> = Projections[N]["initial"]
export type States = { readonly [N in ProjectionName]: StateOf<N> }

export const initialStates = (): States =>
  Object.fromEntries(Object.entries(projections).map(([name, p]) => [name, p.initial])) as unknown as States

type AnyFold = (state: unknown, event: Event) => unknown
const folds: ReadonlyArray<readonly [ProjectionName, AnyFold]> = (Object.keys(projections) as Array<ProjectionName>).map(
  (name) => [name, projections[name].apply as AnyFold] as const
)

/** Folds one event through every projection; untouched states keep their identity. */
export const applyEvent = (states: States, event: Event): States => {
  let next: Record<string, unknown> | undefined
  for (const [name, apply] of folds) {
    const before = states[name]
    const after = apply(before, event)
    if (after !== before) {
      next ??= { ...states }
      next[name] = after
    }
  }
  return (next ?? states) as States
}
