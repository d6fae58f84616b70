import { describe, expect, it } from "vitest";
import { z } from "zod";
import { uniqueBy } from "./schemas.ts";

describe("content validation", () => {
  it("finds repeated keys", () => {
    const schema = z.array(z.object({ id: z.number() })).superRefine(uniqueBy((i: { id: number }) => i.id, "id"));
    const result = schema.safeParse([{ id: 1 }, { id: 1 }]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("id repetido: 1");
  });
});
