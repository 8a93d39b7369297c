import { Link } from "wouter"
import { BrandMark } from "../../kit/icons"

/** The company name with its mark, linking to the home page of the current language. */
export const Brand = ({ company, lng, label }: { readonly company: string; readonly lng: string; readonly label: string }) => (
  <Link href={`/${lng}/`} className="brand" aria-label={label}>
    <BrandMark />
    <span className="brand__name">{company}</span>
  </Link>
)
