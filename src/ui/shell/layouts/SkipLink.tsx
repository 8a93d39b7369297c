import { useTranslation } from "react-i18next"

/** First focusable element: keyboard users jump over the header straight to the page. */
export const SkipLink = () => {
  const { t } = useTranslation()
  return (
    <a className="skip-link" href="#content" onClick={(event) => {
      // An in-page jump, not a navigation: move focus to the content without touching the URL.
      event.preventDefault()
      document.getElementById("content")?.focus()
    }}>
      {t("common.skipToContent")}
    </a>
  )
}
