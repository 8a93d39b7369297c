import { viewsProjection } from "./views"

export const contentProjections = {
  views: viewsProjection
} as const
