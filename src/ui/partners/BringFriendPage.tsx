import { useState } from "react"
import { useTranslation } from "react-i18next"
import { referralLinkOf } from "../../domain/promo/partners"
import { LoadFailed, OfficeFrame } from "../account/office/OfficeFrame"
import { Button } from "../kit/Button"
import { Field } from "../kit/Field"
import { Table, Td, Th } from "../kit/Table"
import { useBringFriend, usePartnersTexts } from "./useBringFriend"
import "./partners.css"

/** The rule's money is stated in the player's own currency (their main account's, as the site shows it). */
const RULE_CURRENCY_FALLBACK = "RUB"

/** bringfriend (SPEC.md 2.5): the player's referral link to copy, the rule, their friends and what they earned. */
export const BringFriendPage = () => {
  const { t } = usePartnersTexts()
  const { t: shell } = useTranslation()
  const { lng, state, money, date, reload } = useBringFriend()
  const [copied, setCopied] = useState(false)
  const answer = state.answer
  const origin = typeof window === "undefined" ? "" : window.location.origin
  const link = answer === null ? "" : referralLinkOf(origin, lng, Number(answer.referralCode))
  const ruleCurrency = answer?.earned[0]?.currency ?? answer?.friends.find((f) => f.currency !== null)?.currency ?? RULE_CURRENCY_FALLBACK
  const copy = () =>
    void navigator.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false)
    )
  return (
    <OfficeFrame section="bringFriend" title={shell("titles.bringFriend")} lead={t("lead")}>
      {answer === null ? (
        state.status === "failed" ? (
          <LoadFailed onRetry={reload} />
        ) : (
          <p className="muted">{t("loading")}</p>
        )
      ) : (
        <div className="partners-card" data-testid="bring-friend">
          <Field label={t("link")}>
            <div className="partners-link">
              <input className="field__input" readOnly value={link} data-testid="referral-link" onFocus={(e) => e.currentTarget.select()} />
              <Button variant="primary" onClick={copy} data-testid="copy-referral-link">
                {copied ? t("copied") : t("copy")}
              </Button>
            </div>
          </Field>
          <p className="muted">{t("code", { code: answer.referralCode })}</p>
          <p data-testid="referral-rule">
            {t("rule", {
              percent: answer.rule.rateBasisPoints / 100,
              cap: money(answer.rule.capMinor, ruleCurrency),
              min: money(answer.rule.minDepositMinor, ruleCurrency)
            })}
          </p>
          <p className="muted">{t("ruleNote")}</p>
          <p className="partners-earned" data-testid="referral-earned">
            {answer.earned.length === 0 ? t("earnedNone") : t("earned", { amount: answer.earned.map((e) => money(e.amount, e.currency)).join(", ") })}
          </p>
          <div className="partners-toolbar">
            <h2>{t("friends")}</h2>
            <Button variant="ghost" onClick={reload}>
              {t("refresh")}
            </Button>
          </div>
          <Table
            label={t("friends")}
            empty={<p className="muted">{t("empty")}</p>}
            head={
              <>
                <Th>{t("account")}</Th>
                <Th>{t("registered")}</Th>
                <Th>{t("deposited")}</Th>
                <Th align="numeric">{t("reward")}</Th>
              </>
            }
          >
            {answer.friends.map((friend, index) => (
              <tr key={`${friend.account}-${friend.registeredAt}-${index}`} data-testid="referred-friend">
                <Td>{friend.account}</Td>
                <Td>{date(friend.registeredAt)}</Td>
                <Td>{friend.deposited ? t("yes") : t("no")}</Td>
                <Td align="numeric">
                  {friend.outcome === null || friend.currency === null ? "—" : friend.outcome === "paid" ? money(friend.reward, friend.currency) : t(`outcome.${friend.outcome}`)}
                </Td>
              </tr>
            ))}
          </Table>
        </div>
      )}
    </OfficeFrame>
  )
}
