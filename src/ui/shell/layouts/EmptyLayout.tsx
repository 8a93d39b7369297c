import type { LayoutProps } from "./LayoutProps"

/** Nothing but the page: pop-up windows (statistics, print-coupon) that must not show site chrome. */
export const EmptyLayout = ({ children }: LayoutProps) => (
  <main id="content" className="layout layout--empty" tabIndex={-1}>
    {children}
  </main>
)
