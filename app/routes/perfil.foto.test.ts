import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import { createSession } from "#app/areas/accounts/session.store.server.ts";
import { loadConfig } from "#app/platform/config/config.ts";
import { describeStorage } from "#tests/support/storage-test.ts";
import { routeContext } from "#tests/support/route-context.ts";
import { sessionCookiePair } from "#tests/support/session-cookie.ts";
import { insertTestUser } from "#tests/support/test-databases.ts";
import { action } from "./perfil.foto.ts";

/** The photo upload: the header's pixel count checked before decoding, and uploads limited apart from other writes. */
describeStorage("profile photo upload", (storage) => {
  let cookie = "";
  beforeAll(async () => {
    await insertTestUser(storage.db, "p1", { name: "Paula", createdAt: new Date() });
    cookie = sessionCookiePair(await createSession(storage.db, "p1", new Date()));
  });

  const upload = async (bytes: Buffer) => {
    const form = new FormData();
    form.set("foto", new File([new Uint8Array(bytes)], "foto.png", { type: "image/png" }));
    try {
      return (await action({
        request: new Request("http://localhost/perfil/foto", { method: "POST", headers: { Cookie: cookie }, body: form }),
        context: routeContext(storage, loadConfig({})),
        params: {},
      } as never)) as Response | { init: { status: number; headers: Record<string, string> }; data: { formError: string } };
    } catch (thrown) {
      return thrown as never;
    }
  };
  const stored = () => storage.db.selectFrom("user_photos").select("user_id").where("user_id", "=", "p1").execute();

  it("refuses a 6300 × 6300 PNG with a notice in Portuguese and stores nothing; counts uploads apart, 10 in 10 minutes", async () => {
    const bomb = await sharp({ create: { width: 6300, height: 6300, channels: 3, background: "#ffffff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const refused = (await upload(bomb)) as Response;
    expect(refused.status).toBe(303);
    expect(refused.headers.get("Location")).toBe("/perfil?tab=info&editar=1&aviso=foto-pixels");
    expect(await stored()).toEqual([]);

    const small = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    for (let i = 2; i <= 10; i++) expect(((await upload(small)) as Response).headers.get("Location")).toBe("/perfil?tab=info&aviso=foto-atualizada");
    expect(await stored()).toEqual([{ user_id: "p1" }]);
    const eleventh = (await upload(small)) as { init: { status: number; headers: Record<string, string> }; data: { formError: string } };
    expect(eleventh.init.status).toBe(429);
    expect(eleventh.init.headers["Retry-After"]).toMatch(/^\d+$/);
    expect(eleventh.data.formError).toMatch(/^Muitas tentativas\. Tente novamente em \d+ minutos?\.$/);
  });
});
