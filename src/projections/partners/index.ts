import { bringFriendProjection } from "./bringFriend"

export const partnersProjections = {
  bringFriend: bringFriendProjection
} as const
