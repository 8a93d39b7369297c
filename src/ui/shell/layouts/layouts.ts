import type { ComponentType } from "react"
import type { LayoutName } from "./routeMeta"
import { DefaultLayout } from "./DefaultLayout"
import { EmptyLayout } from "./EmptyLayout"
import { HeadlessLayout } from "./HeadlessLayout"
import type { LayoutProps } from "./LayoutProps"
import { BlockedLayout, MaintenanceLayout } from "./StandaloneLayout"

/** Route meta `layout` to component (SPEC.md 2.1). */
export const layouts: Readonly<Record<LayoutName, ComponentType<LayoutProps>>> = {
  default: DefaultLayout,
  headless: HeadlessLayout,
  empty: EmptyLayout,
  maintenance: MaintenanceLayout,
  blocked: BlockedLayout
}
