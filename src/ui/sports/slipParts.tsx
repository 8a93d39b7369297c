import { type ComponentType, createContext, useContext } from "react"

/**
 * What the line shows of the bet slip: the slip beside the games, the counter of its bets, and a game's bet builder
 * with the tab that opens it. The coupon area makes them (src/ui/coupon/lineSlipParts.ts) and the shell's routes,
 * which compose the pages, hand them in: the slip reads the line's names and lists, so the line never imports the
 * slip (one direction only between the two areas).
 */
export interface SlipParts {
  readonly Slip: ComponentType
  readonly SlipCounter: ComponentType
  readonly BuilderTabs: ComponentType<{ readonly builder: boolean; readonly onBuilder: (on: boolean) => void }>
  readonly BetBuilder: ComponentType<{ readonly gameId: string }>
}

const SlipPartsContext = createContext<SlipParts | null>(null)

export const SlipPartsProvider = SlipPartsContext.Provider

/** The slip's parts the composing route handed in; a line page shown without them is a wiring mistake. */
export const useSlipParts = (): SlipParts => {
  const parts = useContext(SlipPartsContext)
  if (parts === null) throw new Error("A line page is shown without the slip's parts: its route wraps it in SlipPartsProvider.")
  return parts
}
