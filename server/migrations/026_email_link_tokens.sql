-- The links of the site's e-mails (SPEC.md 2.4 user/accountverify, user/activate, user/passwordreset) carry a signed
-- token naming a random nonce; the one-time code sent in the same e-mail keeps an HMAC of that nonce, so the link
-- is tied to the code: it lives as long as the code, a newer code (and link) replaces it, and following the link or
-- typing the code spends both (used_at). Null for a code sent without a link (SMS).
alter table verification_codes add column link_hash text;

-- A followed link finds its code by the nonce's HMAC alone: the address is not in the link.
create index verification_codes_by_link on verification_codes (link_hash) where link_hash is not null;
