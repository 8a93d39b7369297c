-- The in-play delay of a bet builder and of an edit bet kept in the database as a coupon's is (migration 054), so
-- that any process of a cluster finishes them: coupon_pending_placements holds each kind's request under its kind,
-- and a key is a key within its kind (a coupon and an edit bet answer their keys apart, as their calls do). The
-- request column holds the kind's own request; coupon_id is the coupon the wait made (an edit bet's new coupon).
-- Rows kept before this are coupons'.
alter table coupon_pending_placements add column kind text not null default 'coupon';
alter table coupon_pending_placements add constraint coupon_pending_placements_kind check (kind in ('coupon', 'builder', 'edit'));
alter table coupon_pending_placements drop constraint coupon_pending_placements_pkey;
alter table coupon_pending_placements add primary key (user_id, kind, placement_key);
