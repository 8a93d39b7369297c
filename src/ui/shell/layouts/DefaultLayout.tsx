import { CouponReminderNotice } from "../components/CouponReminderNotice"
import { CookieConsent } from "../components/CookieConsent"
import { Footer } from "../components/Footer"
import { Header } from "../components/Header"
import { NotificationArea } from "../components/NotificationArea"
import { ScrollToTop } from "../components/ScrollToTop"
import { SeoBlock } from "../components/SeoBlock"
import { Snowfall } from "../components/Snowfall"
import { SupportButton } from "../components/SupportButton"
import { SupportModalsHost } from "../components/SupportModalsHost"
import { FailedSignInsNotice } from "../../session/FailedSignInsNotice"
import type { LayoutProps } from "./LayoutProps"
import { SkipLink } from "./SkipLink"

/** SPEC.md 2.1 default layout: header, content, SEO block, footer, notifications, support, scroll-to-top. */
export const DefaultLayout = ({ meta, children }: LayoutProps) => (
  <div className="layout layout--default">
    <SkipLink />
    {meta.hideHeader === true ? null : <Header />}
    <NotificationArea placement="top-right" />
    <main id="content" className="site-main" tabIndex={-1}>
      <FailedSignInsNotice />
      {children}
    </main>
    {meta.hideSeo === true ? null : <SeoBlock />}
    {meta.hideFooter === true ? null : <Footer variant={meta.compactFooter === true ? "compact" : "default"} />}
    <NotificationArea placement="bottom" />
    <CouponReminderNotice />
    <SupportButton />
    <SupportModalsHost />
    <ScrollToTop />
    <CookieConsent />
    {meta.snowfall === true ? <Snowfall /> : null}
  </div>
)
