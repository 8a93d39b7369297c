import type { ShellTexts } from "../i18n/en"

/** The block screens of SPEC.md 2.8, each with its own title and text. */
export type BlockKind = "default" | "ua" | "ie" | "siteUpdates" | "comingSoon" | "suspension"

type BlockKey = keyof ShellTexts["block"]

export const blockTexts: Readonly<Record<BlockKind, { readonly title: BlockKey; readonly text: BlockKey }>> = {
  default: { title: "defaultTitle", text: "defaultText" },
  // block-ua is the block for one country (reason 13), block-ie the block for one browser (reason 17): src/domain/shell/blocking.ts.
  ua: { title: "uaTitle", text: "uaText" },
  ie: { title: "ieTitle", text: "ieText" },
  siteUpdates: { title: "siteUpdatesTitle", text: "siteUpdatesText" },
  comingSoon: { title: "comingSoonTitle", text: "comingSoonText" },
  suspension: { title: "suspensionTitle", text: "suspensionText" }
}
