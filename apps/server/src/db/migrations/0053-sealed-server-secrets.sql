-- A copy of the database must not mint money or read secrets (review N3, L2, M7; decision 036).
-- Server keys (peppers, the in-house provider key, the lottery seed key) are sealed by the secret
-- box under SECRETS_MASTER_KEY when it is set: `sealed` tells the sealed value from a clear one
-- (demo and tests, or a key made before the master key was set, sealed in place on first load).
alter table server_secrets add column sealed boolean not null default false;

-- The encryption keys' private halves sealed the same way (a sealed JWK is a JSON string).
alter table encryption_keys add column private_sealed text;
alter table encryption_keys alter column private_jwk drop not null;
alter table encryption_keys add constraint encryption_keys_private_check
  check (private_jwk is not null or private_sealed is not null);

-- Lottery seeds are derived from a sealed key when a period opens (only the hash is stored) and
-- written here when the period is drawn; seeds stored before stay until their draw.
alter table lottery_periods drop constraint lottery_periods_check1;
alter table lottery_periods add constraint lottery_periods_seed_check check (seed is null or seed_hash is not null);

-- In-house games' server seeds: sealed while active (a copy of the database cannot foresee a
-- round), stored clear when revealed.
alter table studio_seeds alter column server_seed drop not null;
alter table studio_seeds add column server_seed_sealed text;
alter table studio_seeds add constraint studio_seeds_seed_kept_check
  check (server_seed is not null or server_seed_sealed is not null);
alter table studio_seeds add constraint studio_seeds_revealed_clear_check
  check (status <> 'revealed' or server_seed is not null);
