import { useSignals } from "@preact/signals-react/runtime"
import { useStore } from "../../AppContext"
import { BrandMark } from "../../kit/icons"
import type { LayoutProps } from "./LayoutProps"

/**
 * The frame of the maintenance and block screens: a single centred card with the brand and nothing to click
 * (the site behind it is unavailable, so there is nowhere to go). `tone` colours the card's accent.
 */
export const StandaloneLayout = ({ children, tone }: LayoutProps & { readonly tone: "maintenance" | "blocked" }) => {
  useSignals()
  const company = useStore().siteConfig.value.config?.companyName ?? ""
  return (
    <div className={`layout layout--standalone layout--${tone}`}>
      <div className="standalone__brand">
        <BrandMark size={36} />
        <span className="brand__name">{company}</span>
      </div>
      <main id="content" className="standalone__card" tabIndex={-1}>
        {children}
      </main>
    </div>
  )
}

export const MaintenanceLayout = (props: LayoutProps) => <StandaloneLayout {...props} tone="maintenance" />
export const BlockedLayout = (props: LayoutProps) => <StandaloneLayout {...props} tone="blocked" />
