import type { SlipParts } from "../sports/slipParts"
import { BetBuilderPanel } from "./BetBuilderPanel"
import { CouponPanel } from "./CouponPanel"
import { GameTabs } from "./GameTabs"
import { SlipCounter } from "./SlipCounter"

/** The slip's parts the line's pages show, handed to them by the shell's routes (src/ui/sports/slipParts.tsx). */
export const lineSlipParts: SlipParts = {
  Slip: CouponPanel,
  SlipCounter,
  BuilderTabs: GameTabs,
  BetBuilder: BetBuilderPanel
}
