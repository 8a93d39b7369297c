import { useSignals } from "@preact/signals-react/runtime"
import { useTranslation } from "react-i18next"
import { isBanned } from "../../../domain/session/banGuard"
import { rightRefusal } from "../../../projections/session/rights"
import { useStore } from "../../AppContext"

/**
 * deduce (SPEC.md 2.5), the withdrawal of the personal office: the one page a banned player at ban level 53 (version
 * 1) or 45 (other versions) may still open (SPEC.md 4 "Ban redirect guard"). Withdrawal requests themselves belong
 * to the payments area, which does not exist yet: the page says how to withdraw today.
 */
export const DeducePage = () => {
  useSignals()
  const { t } = useTranslation()
  const store = useStore()
  const config = store.userConfig.value.config
  const banned = config !== null && isBanned({ banLevel: config.ban_level, banVersion: config.ban_version })
  // SPEC.md 7 "rights": the server's word on whether this player may withdraw now, and why not.
  const refused = rightRefusal(store.rights.value, "withdraw")
  return (
    <article className="container" data-testid="deduce-page">
      <h1>{t("deduce.title")}</h1>
      {banned && refused === null ? <p role="status">{t("deduce.blocked")}</p> : null}
      {refused !== null ? <p role="status">{t(`deduce.refused.${refused}`)}</p> : null}
      <p>{t("deduce.text")}</p>
    </article>
  )
}
