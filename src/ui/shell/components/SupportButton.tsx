import { useSignals } from "@preact/signals-react/runtime"
import { useEffect, useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { LoadConfigGroups } from "../../../commands/config/commands"
import { useDispatch, useStore } from "../../AppContext"
import { ChatIcon } from "../../kit/icons"
import { buttonClass } from "../../kit/Button"

/** The config group with the support channels (server seed: telegram, x, youtube; a null value is "none"). */
const SOCIAL_GROUP = "social"
const CHANNELS = ["telegram", "x", "youtube"] as const

/**
 * The floating support button: opens a panel with the support channels the site config lists. The group is
 * loaded when the panel first opens, in the page's language, through the bus (so it is in the log).
 */
export const SupportButton = () => {
  useSignals()
  const { t } = useTranslation()
  const store = useStore()
  const dispatch = useDispatch()
  const [open, setOpen] = useState(false)
  // Settles when the load finished either way: a failed load leaves the group missing, and the panel says so.
  const [loadDone, setLoadDone] = useState(false)
  const panelId = useId()
  const lng = store.language.value.current
  const group = store.siteConfig.value.groups[SOCIAL_GROUP]

  useEffect(() => {
    if (!open || group !== undefined || lng === null) return
    let current = true
    void dispatch(new LoadConfigGroups({ lang: lng, groups: [SOCIAL_GROUP] })).finally(() => {
      if (current) setLoadDone(true)
    })
    return () => {
      current = false
    }
  }, [open, group, lng, dispatch])

  const channels = CHANNELS.flatMap((name) => {
    const url = group?.[name]
    return typeof url === "string" && /^https:\/\//.test(url) ? [{ name, url }] : []
  })

  return (
    <div className="support">
      {open ? (
        <div className="support__panel" id={panelId} role="dialog" aria-label={t("support.title")}>
          <h2 className="support__title">{t("support.title")}</h2>
          {group === undefined && !loadDone ? (
            <p className="muted">{t("common.loading")}</p>
          ) : channels.length === 0 ? (
            <p>{t("support.none")}</p>
          ) : (
            <>
              <p>{t("support.text")}</p>
              <ul className="support__channels">
                {channels.map(({ name, url }) => (
                  <li key={name}>
                    <a href={url} target="_blank" rel="noopener noreferrer external">
                      {t(`support.${name}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
          <button type="button" className={buttonClass("secondary")} onClick={() => setOpen(false)}>
            {t("support.close")}
          </button>
        </div>
      ) : null}
      <button
        type="button"
        className="support__button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <ChatIcon />
        <span>{t("support.button")}</span>
      </button>
    </div>
  )
}
