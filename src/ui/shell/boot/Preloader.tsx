import { useTranslation } from "react-i18next"
import { BrandMark } from "../../kit/icons"

/** Before the site config arrives: the brand and a light progress line, nothing that could shift later. */
export const Preloader = () => {
  const { t } = useTranslation()
  return (
    <div className="preloader" role="status" aria-live="polite">
      <BrandMark size={48} />
      <span className="preloader__bar" aria-hidden="true" />
      <span className="visually-hidden">{t("common.loading")}</span>
    </div>
  )
}
