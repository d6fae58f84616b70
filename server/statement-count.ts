import type { NextFunction, Request, Response } from "express";
import { countStatementsOf, statementsSoFar } from "#db/statement-count.ts";

/**
 * COUNT_STATEMENTS=1 (debug and bench only): each request is counted apart and its answer
 * carries `X-Statements`, the SQL statements run before the answer's headers went out (pages
 * are sent whole, so that is all of them).
 */
export function statementCountHeader(req: Request, res: Response, next: NextFunction): void {
  countStatementsOf(() => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
      if (!this.headersSent) this.setHeader("X-Statements", String(statementsSoFar()));
      return writeHead.apply(this, args);
    } as Response["writeHead"];
    next();
  });
}
