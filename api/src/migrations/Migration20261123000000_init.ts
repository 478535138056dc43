import { Migration } from '@mikro-orm/migrations';

/** Users, the shared session store and small server settings (the generated session secret). */
export class Migration20261123000000_init extends Migration {
  override up(): void {
    this.addSql(`
      create table "users" (
        "id" uuid not null primary key,
        "email" varchar(255) not null,
        "first_name" varchar(255) null,
        "last_name" varchar(255) null,
        "role" text not null default 'user' check ("role" in ('user', 'admin')),
        "password_hash" varchar(255) not null,
        "created_at" timestamptz not null default now(),
        constraint "users_email_unique" unique ("email")
      );`);
    this.addSql(`
      create table "sessions" (
        "id" varchar(255) not null primary key,
        "data" jsonb not null,
        "expires_at" timestamptz not null
      );`);
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);
    this.addSql(`
      create table "app_settings" (
        "key" varchar(100) not null primary key,
        "value" text not null,
        "created_at" timestamptz not null default now()
      );`);
  }

  override down(): void {
    this.addSql(`drop table if exists "app_settings";`);
    this.addSql(`drop table if exists "sessions";`);
    this.addSql(`drop table if exists "users";`);
  }
}
