/**
 * Interim: the old name, kept only because app/routes/perfil.conta.tsx (edited on another branch)
 * still imports it. Delete this file once that route imports MemberProfile from ./MemberProfile.tsx;
 * tests/architecture/names.test.ts fails as soon as no route imports it.
 */
export { MemberProfile as ProfilePage } from "./MemberProfile.tsx";
