-- The home page's boards (issue 6): the popular lottery games (GET /lgw/games/popular) and the
-- winners board (GET /lgw/winners).

-- The spec's prize mode of a lottery game (brand config prize modes Lott, ZY, Elott, SEA). Null
-- follows the market: the fast RNG draws are Elott, the Vietnamese (Southeast Asian) daily markets
-- SEA; an operator may set Lott or ZY for a game of theirs (the demo has none).
alter table lottery_games add column prize_mode text check (prize_mode in ('Lott', 'ZY', 'Elott', 'SEA'));

-- The game's name per interface language ({ "en": "...", "zh-CN": "..." }); `name` when absent.
alter table lottery_games add column names jsonb not null default '{}' check (jsonb_typeof(names) = 'object');

-- Popularity: the slips of the recent window, read by time.
create index lottery_slips_placed_idx on lottery_slips (placed_at) where status = 'placed';

-- The winners board: settled bets that paid more than their stake, read by settle time.
create index bets_winners_idx on bets (settled_at desc) where status = 'settled' and payout_minor > stake_minor;
