import { useTranslation } from "react-i18next"
import { ShieldIcon } from "../components/icons"
import { type BlockKind, blockTexts } from "./blockKinds"

/** A block screen (SPEC.md 2.8): the site is not available to this visitor, and why. */
export const BlockPage = ({ kind }: { readonly kind: BlockKind }) => {
  const { t } = useTranslation()
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
