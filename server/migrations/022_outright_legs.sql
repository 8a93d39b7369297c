-- Outrights (issue 8, SPEC.md 2.2 politics and marble): a coupon's leg may be on an outright's one market, whose
-- outcomes are its participants' numbers (src/domain/sports/outright.ts). The market types a leg may hold gain it.
alter table coupon_legs drop constraint coupon_legs_market_type_check;
alter table coupon_legs add constraint coupon_legs_market_type_check
  check (market_type in ('1x2', 'winner', 'doubleChance', 'total', 'handicap', 'bothTeamsToScore', 'correctScore', 'outright'));
