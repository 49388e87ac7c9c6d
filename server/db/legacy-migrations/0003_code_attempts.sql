-- Wrong guesses per code: after a few, the code is spent, so six digits cannot be brute-forced.
alter table verification_codes add column attempts integer not null default 0;
