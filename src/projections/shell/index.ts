import { appProjection } from "./app"
import { languageProjection } from "./language"
import { locationProjection } from "./location"

export const shellProjections = { app: appProjection, location: locationProjection, language: languageProjection } as const
