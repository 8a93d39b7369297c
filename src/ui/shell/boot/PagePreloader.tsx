import { useTranslation } from "react-i18next"

/** While a page's chunk loads: keeps the layout in place and says what is happening. */
export const PagePreloader = () => {
  const { t } = useTranslation()
  return (
    <div className="page-preloader" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t("common.loading")}</span>
    </div>
  )
}
