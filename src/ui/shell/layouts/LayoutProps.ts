import type { ReactNode } from "react"
import type { RouteMeta } from "./routeMeta"

export interface LayoutProps {
  readonly meta: RouteMeta
  readonly children: ReactNode
}
