-- The login form's server (specification: default "unicorn"), kept with each session.
ALTER TABLE "Session" ADD COLUMN "server" TEXT NOT NULL DEFAULT 'unicorn';
