import { useEffect } from "react"

/** "Page — Company", or the page alone before the company name is known. */
export const useDocumentTitle = (page: string, company: string): void => {
  useEffect(() => {
    document.title = company === "" ? page : `${page} — ${company}`
  }, [page, company])
}
