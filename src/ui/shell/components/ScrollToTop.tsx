import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { ArrowUpIcon } from "../../kit/icons"

/** SPEC.md 9: the button appears once the page is scrolled down by one screen (desktop). */
const SCREENS_BEFORE_SHOWING = 1

export const ScrollToTop = () => {
  const { t } = useTranslation()
  const [shown, setShown] = useState(false)

  useEffect(() => {
    const update = () => setShown(window.scrollY >= window.innerHeight * SCREENS_BEFORE_SHOWING)
    update()
    window.addEventListener("scroll", update, { passive: true })
    window.addEventListener("resize", update, { passive: true })
    return () => {
      window.removeEventListener("scroll", update)
      window.removeEventListener("resize", update)
    }
  }, [])

  if (!shown) return null
  return (
    <button
      type="button"
      className="scroll-top"
      aria-label={t("scrollTop.label")}
      title={t("scrollTop.label")}
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
    >
      <ArrowUpIcon />
    </button>
  )
}
