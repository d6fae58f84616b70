/**
 * Roles by church (decision 0065): who may act for which churches, on which admin pages, and who
 * may grant what. Pure rules; the roles are held in church_roles (roles.store.server.ts).
 */

/** Where a role holds: one church, a district's churches, or the whole conference. */
export type Scope = "church" | "district" | "conference";

export const ROLES = ["admin", "pastor", "secretaria", "tesouraria", "comunicacao"] as const;
export type Role = (typeof ROLES)[number];

/** The scope each role is held over: conference staff, a district's pastor, a church's officers. */
export const ROLE_SCOPE: Record<Role, Scope> = {
  admin: "conference",
  pastor: "district",
  secretaria: "church",
  tesouraria: "church",
  comunicacao: "church",
};

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Equipe da associação",
  pastor: "Pastor do distrito",
  secretaria: "Secretaria",
  tesouraria: "Tesouraria",
  comunicacao: "Comunicação",
};

/** The work of each admin page, and the church roles that do it (the conference staff and a district's pastor do all). */
export const DUTIES = {
  /** The admin menu: any role. */
  any: ["secretaria", "tesouraria", "comunicacao"],
  /** The church's details, the inbox, the record of reads, the people's roles. */
  office: ["secretaria"],
  /** Giving and projects. */
  treasury: ["tesouraria"],
  /** News, videos, the church's own songs. */
  communication: ["comunicacao"],
  /** The roll-ups of the churches (the conference's page): the district's pastor and the conference's staff only. */
  rollup: [],
  /** Shared by every church (the quarters): the conference's staff only. */
  conference: [],
} as const satisfies Record<string, readonly Role[]>;
export type Duty = keyof typeof DUTIES;

/** The roles that do this duty: the church's own, plus the district's pastor (not for the conference's work) and the conference staff. */
export function rolesFor(duty: Duty): Role[] {
  return duty === "conference" ? ["admin"] : ["admin", "pastor", ...DUTIES[duty]];
}

/** The rank of each role: a role grants only roles of a lower rank (the staff grant everything, even their own). */
const RANK: Record<Role, number> = { admin: 3, pastor: 2, secretaria: 1, tesouraria: 0, comunicacao: 0 };

/** The roles someone holding `held` may grant to others. */
export function grantableBy(held: readonly Role[]): Role[] {
  if (held.includes("admin")) return [...ROLES];
  const top = Math.max(-1, ...held.map((role) => RANK[role]));
  return ROLES.filter((role) => RANK[role] < top);
}
