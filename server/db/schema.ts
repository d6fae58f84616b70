/** Row types of every table, as the migrations create them. */
export interface UsersTable {
  id: string;
  email: string;
  name: string;
  age: number;
  password_hash: string;
  created_at: string;
  last_access_at: string | null;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
}

export interface FavoriteVersesTable {
  user_id: string;
  reference: string;
  created_at: string;
}

export interface VerseSharesTable {
  id: string;
  user_id: string;
  reference: string;
  channel: string;
  shared_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  favorite_verses: FavoriteVersesTable;
  verse_shares: VerseSharesTable;
}
