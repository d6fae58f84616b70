import { expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { keptMail } from "#tests/support/kept-mail.ts";
import { deleteAccount } from "#app/areas/accounts/accounts.store.server.ts";
import { mailOptOuts, markNotificationsSeen, notificationsOf, setMailOptOuts, unseenNotifications } from "./notifications.store.server.ts";
import { notify } from "./notify.server.ts";

const t0 = new Date("2026-11-28T12:00:00Z");

describeStorage(
  "notices",
  { members: { ana: { createdAt: t0, name: "Ana" }, bia: { createdAt: t0, name: "Bia" }, novo: { createdAt: t0, name: "Novo" } } },
  (storage) => {
    it("gives each member a notice and e-mails only confirmed addresses that did not turn the kind off", async () => {
      const confirmed = { email_confirmed_at: t0.toISOString() };
      await storage.db.updateTable("users").set(confirmed).where("id", "in", ["ana", "bia"]).execute();
      await setMailOptOuts(storage.db, "bia", ["aprovacao"]);
      expect(await mailOptOuts(storage.db, "bia")).toEqual(["aprovacao"]);
      const mail = keptMail();
      await notify(
        storage.db,
        mail,
        ["ana", "bia", "novo", "ana"],
        { kind: "aprovacao", text: "Carlos aprovou um item.", link: "/progresso-desbravador" },
        t0,
      );
      // Ana: confirmed and not turned off. Bia turned approvals off; Novo never confirmed an address.
      expect(mail.sent.map((m) => m.to)).toEqual(["ana@exemplo.com"]);
      expect(mail.sent[0]!.subject).toBe("Item aprovado no clube");
      expect(mail.sent[0]!.text).toContain("Carlos aprovou um item.");
      expect(mail.sent[0]!.text).toContain("http://lampada.test/progresso-desbravador");
      // Everyone has the notice, once.
      for (const who of ["ana", "bia", "novo"]) expect(await unseenNotifications(storage.db, who)).toBe(1);
      // Another kind still reaches Bia.
      await notify(storage.db, mail, ["bia"], { kind: "mural", text: "Nova mensagem.", link: "/grupos" }, new Date(t0.getTime() + 1000));
      expect(mail.sent.map((m) => m.to)).toEqual(["ana@exemplo.com", "bia@exemplo.com"]);
    });

    it("lists the newest first and marks them seen; turning every kind back on; the rows go with the account", async () => {
      const later = new Date(t0.getTime() + 60_000);
      await notify(storage.db, keptMail(), ["bia"], { kind: "pedido", text: "Pedido novo.", link: "/clube/pessoas" }, later);
      expect((await notificationsOf(storage.db, "bia")).map((n) => [n.text, n.seen])).toEqual([
        ["Pedido novo.", false],
        ["Nova mensagem.", false],
        ["Carlos aprovou um item.", false],
      ]);
      await markNotificationsSeen(storage.db, "bia", later);
      expect(await unseenNotifications(storage.db, "bia")).toBe(0);
      expect((await notificationsOf(storage.db, "bia")).every((n) => n.seen)).toBe(true);
      await setMailOptOuts(storage.db, "bia", []);
      expect(await mailOptOuts(storage.db, "bia")).toEqual([]);
      await deleteAccount(storage.db, "bia");
      expect(await notificationsOf(storage.db, "bia")).toEqual([]);
    });
  },
);
