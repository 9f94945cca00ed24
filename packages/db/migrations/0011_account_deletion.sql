-- A deleted account keeps its row, marked, without its e-mail or password (docs/decisions/0031-account-deletion.md).
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;