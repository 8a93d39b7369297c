import { buttonClass } from "../../kit/Button"

/** A game's one-of choice (rows, risk, lines) as a row of the kit's buttons acting as radios: the chosen one primary. */
export const ChoiceButtons = <T extends string | number>({ label, values, value, onChoose, text }: { readonly label: string; readonly values: ReadonlyArray<T>; readonly value: T; readonly onChoose: (value: T) => void; readonly text: (value: T) => string }) => (
  <fieldset className="game-choice">
    <legend className="field__label">{label}</legend>
    <div className="game-choice__buttons" role="radiogroup" aria-label={label}>
      {values.map((each) => (
        <button key={each} type="button" role="radio" aria-checked={value === each} className={buttonClass(value === each ? "primary" : "secondary")} onClick={() => onChoose(each)}>
          {text(each)}
        </button>
      ))}
    </div>
  </fieldset>
)
