import { useSignals } from "@preact/signals-react/runtime"
import { useTranslation } from "react-i18next"
import { useStore } from "../../AppContext"

/** The SEO block above the footer: what the site is, in the page's language, for readers and search engines. */
export const SeoBlock = () => {
  useSignals()
  const { t } = useTranslation()
  const company = useStore().siteConfig.value.config?.companyName ?? ""
  return (
    <section className="seo-block" aria-labelledby="seo-block-heading">
      <div className="container">
        <h2 id="seo-block-heading">{t("seo.heading", { company })}</h2>
        <p>{t("seo.text", { company })}</p>
      </div>
    </section>
  )
}
