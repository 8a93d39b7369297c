import type { ShellTexts } from "../i18n/en"

/** The block screens of SPEC.md 2.8, each with its own title and text. */
export type BlockKind = "default" | "ua" | "ie" | "siteUpdates" | "comingSoon" | "suspension"

type BlockKey = keyof ShellTexts["block"]

export const blockTexts: Readonly<Record<BlockKind, { readonly title: BlockKey; readonly text: BlockKey }>> = {
  default: { title: "defaultTitle", text: "defaultText" },
  // block-ua and block-ie are country blocks, named by ISO 3166 code like the geo cookie (UA Ukraine, IE Ireland).
  ua: { title: "uaTitle", text: "uaText" },
  ie: { title: "ieTitle", text: "ieText" },
  siteUpdates: { title: "siteUpdatesTitle", text: "siteUpdatesText" },
  comingSoon: { title: "comingSoonTitle", text: "comingSoonText" },
  suspension: { title: "suspensionTitle", text: "suspensionText" }
}
