import type { ComponentType } from "react"
import { SlipPartsProvider } from "../../sports/slipParts"

/**
 * A view of the line, loaded together with the slip's parts it shows beside its games (the coupon area's), and
 * rendered with them: the shell composes the two areas, so the line never imports the slip.
 */
export const withSlipParts = (load: () => Promise<ComponentType>): Promise<ComponentType> =>
  Promise.all([load(), import("../../coupon/lineSlipParts")]).then(([View, { lineSlipParts }]) => {
    const WithSlipParts = () => (
      <SlipPartsProvider value={lineSlipParts}>
        <View />
      </SlipPartsProvider>
    )
    return WithSlipParts
  })
