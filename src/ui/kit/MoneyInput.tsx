import { useEffect, useId, useState } from "react"
import { editStakeText, type StakeRefusal, stakeOfText, stakeText } from "../../domain/coupon/stakeText"
import "./money-input.css"

/**
 * A money field. It holds only what the currency allows (src/domain/coupon/stakeText.ts), says beside it why it
 * refused the rest, and hands on the stake its text says after every edit (0 while empty), so the stake the coupon
 * places is always the one on screen. The area that shows it words the refusals in its own texts.
 */
export const MoneyInput = ({
  label,
  amount,
  digits,
  describeRefusal,
  field,
  onAmount
}: {
  readonly label: string
  readonly amount: number
  readonly digits: number
  /** Why the field refused what was typed, in the player's words. */
  readonly describeRefusal: (refusal: StakeRefusal) => string
  /** Which stake the field holds ("amount", "bet", "block"), for the place button that reads the stakes on screen. */
  readonly field: string
  readonly onAmount: (amount: number) => void
}) => {
  const messageId = useId()
  // The text as typed ("12," stays "12,") with the stake it says and the stake before it: it stays on screen while the
  // coupon takes the new stake in, and gives way to a stake set from elsewhere (a step, Max, auto-max, Clear).
  const [local, setLocal] = useState<{ readonly text: string; readonly means: number; readonly before: number } | null>(null)
  const [refused, setRefused] = useState<StakeRefusal | undefined>(undefined)
  // Once the coupon has taken the typed stake in, the stake before it no longer counts as "not yet taken in".
  useEffect(() => {
    if (local !== null && amount === local.means && local.before !== local.means) setLocal({ ...local, before: local.means })
  }, [amount, local])
  const typed = local !== null && (amount === local.means || amount === local.before)
  const shown = typed ? local.text : stakeText(amount, digits)
  const why = typed ? refused : undefined
  return (
    <span className="money-input">
      <input
        className="money-input__field"
        inputMode="decimal"
        autoComplete="off"
        data-stake={field}
        aria-label={label}
        aria-invalid={why !== undefined}
        aria-describedby={why !== undefined ? messageId : undefined}
        value={shown}
        onChange={(e) => {
          const edit = editStakeText(shown, e.target.value, digits)
          const means = stakeOfText(edit.text, digits)
          setLocal({ text: edit.text, means, before: amount })
          setRefused(edit.refused)
          if (means !== amount) onAmount(means)
        }}
        onBlur={() => {
          // The stake written as money ("12," becomes "12.00"); the reason of a refusal stays until the next edit.
          if (local !== null && amount === local.means) setLocal({ text: stakeText(amount, digits), means: amount, before: amount })
        }}
      />
      {why !== undefined ? (
        <span className="money-input__refused" id={messageId} role="status">
          {describeRefusal(why)}
        </span>
      ) : null}
    </span>
  )
}
