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

/** A member's best result on each quiz (spec 2 Quiz; issue 7). */
export interface QuizBestScoresTable {
  user_id: string;
  quiz_id: string;
  correct: number;
  total: number;
  achieved_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  quiz_best_scores: QuizBestScoresTable;
}
