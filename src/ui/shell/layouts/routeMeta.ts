import type { BanMark } from "../../../domain/session/banGuard"
import type { ShellTexts } from "../i18n/en"

/** The layouts of SPEC.md 2.1. */
export type LayoutName = "default" | "headless" | "empty" | "maintenance" | "blocked"

/** Route meta flags (SPEC.md 2.1): what the layout leaves out on this route, and which layout it is. */
export interface RouteMeta {
  readonly layout: LayoutName
  /** The key under `titles` of the page's document title. */
  readonly titleKey: keyof ShellTexts["titles"]
  readonly hideHeader?: boolean
  readonly hideFooter?: boolean
  readonly hideSeo?: boolean
  /** The compact footer (SPEC.md 2.9): the legal links alone, on pages where the game or the view comes first. */
  readonly compactFooter?: boolean
  /** Mobile only; the desktop shell has no bottom navigation, the flag is kept so route tables stay shared. */
  readonly hideBottomNav?: boolean
  /** The home page may snow when config feature `snowfall` is on. */
  readonly snowfall?: boolean
  /**
   * How the ban redirect guard treats the page (SPEC.md 4): allowed for banned players, hidden if not banned, or
   * deduce (open at some ban levels). Absent: a banned player is sent to the ban page. The guard reads the same
   * marks by path from src/domain/session/banGuard.ts; a unit test keeps the two in step.
   */
  readonly ban?: Exclude<BanMark, "none">
}
