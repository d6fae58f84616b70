import { describe, expect, it } from "vitest";
import { readForm } from "./forms.server.ts";

const post = (body: string, type: string) => new Request("http://localhost/x", { method: "POST", body, headers: { "Content-Type": type } });

describe("readForm", () => {
  it("reads a urlencoded form", async () => {
    expect((await readForm(post("a=1&b=%C3%A1", "application/x-www-form-urlencoded"))).get("b")).toBe("á");
  });
  it("turns an unreadable body into a 400", async () => {
    for (const request of [post("{", "application/json"), post("garbage", "multipart/form-data; boundary=x")]) {
      const error = await readForm(request).catch((e: unknown) => e);
      expect(error).toMatchObject({ init: { status: 400 } });
    }
  });
});
