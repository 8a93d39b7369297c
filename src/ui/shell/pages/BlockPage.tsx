import { useSignals } from "@preact/signals-react/runtime"
import { useTranslation } from "react-i18next"
import { DEDUCE_PAGE, isBanned, isDeduceOpen } from "../../../domain/session/banGuard"
import { Logout } from "../../../commands/session/commands"
import { useDispatch, useStore } from "../../AppContext"
import { ShieldIcon } from "../../kit/icons"
import { type BlockKind, blockTexts } from "./blockKinds"
import { buttonClass } from "../../kit/Button"

/**
 * A block screen (SPEC.md 2.8): the site is not available to this visitor, and why. The default block page is also
 * the ban page (SPEC.md 4 "Ban redirect guard"): a banned player reads that the account is blocked, with the way to
 * the withdrawal when their ban level leaves it open.
 */
export const BlockPage = ({ kind }: { readonly kind: BlockKind }) => {
  useSignals()
  const { t } = useTranslation()
  const store = useStore()
  const dispatch = useDispatch()
  const config = store.session.value.status === "player" ? store.userConfig.value.config : null
  const ban = config === null ? undefined : { banLevel: config.ban_level, banVersion: config.ban_version }
  const lng = store.language.value.current ?? "en"
  if (kind === "default" && ban !== undefined && isBanned(ban)) {
    return (
      <article className="standalone" data-block-kind="banned">
        <span className="standalone__icon">
          <ShieldIcon size={32} />
        </span>
        <h1>{t("block.bannedTitle")}</h1>
        <p>{t("block.bannedText")}</p>
        {isDeduceOpen(ban) ? (
          <p>
            {t("block.bannedDeduce")} <a href={`/${lng}${DEDUCE_PAGE}`}>{t("block.toDeduce")}</a>
          </p>
        ) : null}
        {/* The blocked layout has no header: the way out is here. */}
        <button type="button" className={buttonClass("secondary")} onClick={() => void dispatch(new Logout({}))}>
          {t("header.logout")}
        </button>
      </article>
    )
  }
  const texts = blockTexts[kind]
  return (
    <article className="standalone" data-block-kind={kind}>
      <span className="standalone__icon">
        <ShieldIcon size={32} />
      </span>
      <h1>{t(`block.${texts.title}`)}</h1>
      <p>{t(`block.${texts.text}`)}</p>
    </article>
  )
}
