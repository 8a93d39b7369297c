import type { ReactNode } from "react"
import type { RouteMeta } from "../routing/routeMeta"

export interface LayoutProps {
  readonly meta: RouteMeta
  readonly children: ReactNode
}
