import { type Area, defineArea } from "../area"
import { totoCommands } from "./commands"
import { totoEvents, totoServerAnswers } from "./events"
import { loadToto, loadTotoCoupons, loadTotoDraw, placeTotoCoupon } from "./handlers"

/** Toto: the draws of football games, the coupon, the player's coupons (ARCHITECTURE 2, area `promo`'s toto). */
export const totoArea: Area<typeof totoCommands, typeof totoEvents> = defineArea({
  name: "toto",
  commands: totoCommands,
  handlers: { LoadToto: loadToto, LoadTotoDraw: loadTotoDraw, LoadTotoCoupons: loadTotoCoupons, PlaceTotoCoupon: placeTotoCoupon },
  events: totoEvents,
  serverAnswers: totoServerAnswers,
  migrations: []
})
