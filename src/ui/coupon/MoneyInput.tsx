import { useState } from "react"

/** A stake typed as money ("12.50") in minor units; undefined for anything else. */
export const parseStake = (text: string, minorDigits: number): number | undefined => {
  const match = /^\s*(\d{1,12})(?:[.,](\d*))?\s*$/.exec(text)
  if (match === null) return undefined
  const fraction = (match[2] ?? "").slice(0, minorDigits).padEnd(minorDigits, "0")
  return Number(match[1]) * 10 ** minorDigits + (minorDigits === 0 ? 0 : Number(fraction))
}

/** A money field: shows the stake as money text, hands on minor units once the text reads as money. */
export const MoneyInput = ({ label, amount, digits, onAmount }: { readonly label: string; readonly amount: number; readonly digits: number; readonly onAmount: (amount: number) => void }) => {
  const shown = amount === 0 ? "" : (amount / 10 ** digits).toFixed(digits)
  const [text, setText] = useState<string | null>(null)
  return (
    <input
      className="coupon__money"
      inputMode="decimal"
      aria-label={label}
      value={text ?? shown}
      onChange={(e) => {
        setText(e.target.value)
        const parsed = e.target.value.trim() === "" ? 0 : parseStake(e.target.value, digits)
        if (parsed !== undefined) onAmount(parsed)
      }}
      onBlur={() => setText(null)}
    />
  )
}
