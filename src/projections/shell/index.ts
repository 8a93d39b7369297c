import { appProjection } from "./app"
import { languageProjection } from "./language"
import { locationProjection } from "./location"
import { notificationsProjection } from "./notifications"
import { tabHistoryProjection } from "./tabHistory"

export const shellProjections = { app: appProjection, location: locationProjection, language: languageProjection, notifications: notificationsProjection, tabHistory: tabHistoryProjection } as const
