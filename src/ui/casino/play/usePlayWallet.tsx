import { useState } from "react"
import { activeAccountOf } from "../../../domain/account/wallets"
import type { ApiError } from "../../../domain/api/clientErrors"
import { amountsOf } from "../../../domain/coupon/amounts"
import type { StakeRefusal } from "../../../domain/coupon/stakeText"
import { roundRefusalOf, type StakeProblem } from "../../../projections/casino/play/selectors"
import { useStore } from "../../AppContext"
import { formatMoney } from "../../kit/formatMoney"
import { MoneyInput } from "../../kit/MoneyInput"
import { usePlayTexts } from "./usePlayTexts"

/**
 * What every game screen knows of the player's money: the language, whether a player is signed in, the active account
 * (its currency and minor digits), the stake typed (starting at the currency's usual amount), money in words, why the
 * stake field refused a keystroke, and a refused round in words.
 */
export const usePlayWallet = () => {
  const { t } = usePlayTexts()
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const player = store.session.value.status === "player"
  const account = activeAccountOf(store.accounts.value.all_accounts)
  const iso = account?.iso ?? "RUB"
  const digits = account?.minorDigits ?? 2
  const [stake, setStake] = useState(amountsOf(iso).initial)
  const money = (minor: number, currency: string = iso) => formatMoney(minor, { iso: currency, minorDigits: currency === iso ? digits : 2 }, lng)
  const describeRefusal = (why: StakeRefusal) =>
    why._tag === "Characters"
      ? t("frame.stakeRefusal.Characters", { chars: why.chars })
      : why._tag === "MinorDigits" || why._tag === "TooLong"
        ? t(`frame.stakeRefusal.${why._tag}`, { digits: why.digits })
        : t(`frame.stakeRefusal.${why._tag}`)
  const roundRefusalWords = (error: ApiError) => {
    const kind = roundRefusalOf(error)
    return kind._tag === "limits" || kind._tag === "other" ? t(`frame.refusal.${kind._tag}`, { title: kind.title }) : t(`frame.refusal.${kind._tag}`)
  }
  return { t, lng, player, account, iso, digits, stake, setStake, money, describeRefusal, roundRefusalWords }
}

export type PlayWallet = ReturnType<typeof usePlayWallet>

/** The stake field with its label shown above it and the problem with the amount named under it. */
export const StakeField = ({ wallet, problem }: { readonly wallet: PlayWallet; readonly problem: StakeProblem | undefined }) => {
  const { t, stake, setStake, digits, describeRefusal, player, account, money } = wallet
  return (
    <div className="play__stake">
      <span className="field__label" aria-hidden="true">
        {t("frame.stake")}
      </span>
      <MoneyInput label={t("frame.stake")} amount={stake} digits={digits} describeRefusal={describeRefusal} field="casino-stake" onAmount={setStake} />
      {player && problem !== undefined ? (
        <p className="play-error" role="alert" data-testid="stake-problem">
          {t(`frame.stakeProblem.${problem}`, { balance: account === undefined ? "" : money(account.money) })}
        </p>
      ) : null}
    </div>
  )
}
