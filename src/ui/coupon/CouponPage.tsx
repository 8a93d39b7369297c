import { useEffect } from "react"
import { Navigate } from "../../commands/shell/commands"
import { useDispatch, useStore } from "../AppContext"
import { CouponPanel } from "./CouponPanel"

/** The coupon on a page of its own (the reminder leads here; no reminder shows on it). */
export const CouponPage = () => (
  <div className="container">
    <CouponPanel page />
  </div>
)

/** SPEC.md 2.4: `/{lng}/user/coupon` redirects to the language root. */
export const UserCouponRedirect = () => {
  const dispatch = useDispatch()
  const lng = useStore().language.value.current ?? "en"
  useEffect(() => {
    void dispatch(new Navigate({ to: `/${lng}/`, mode: "replace" }))
  }, [dispatch, lng])
  return null
}
