import { NotificationArea } from "../components/NotificationArea"
import type { LayoutProps } from "./LayoutProps"

/** Game pages: the page owns the whole window (no header, footer or SEO block), notifications still show. */
export const HeadlessLayout = ({ children }: LayoutProps) => (
  <div className="layout layout--headless">
    <NotificationArea placement="top-right" />
    <main id="content" className="site-main site-main--bare" tabIndex={-1}>
      {children}
    </main>
    <NotificationArea placement="bottom" />
  </div>
)
