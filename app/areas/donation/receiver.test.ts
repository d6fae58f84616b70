import { describe, expect, it } from "vitest";
import { churchReceiver } from "./receiver.ts";

const church = { pixKey: "11222333000181", pixRecipient: "Igreja Adventista Central", city: "Recife", name: "Igreja Adventista Central" };

describe("who receives a gift by PIX", () => {
  it("is the project's key with its owner's name, else the church's key with its owner's; always the church's city", () => {
    expect(churchReceiver(church, null)).toEqual({ key: "11222333000181", name: "Igreja Adventista Central", city: "Recife" });
    expect(churchReceiver(church, { pixKey: "52998224725", pixRecipient: "Maria Souza" })).toEqual({
      key: "52998224725",
      name: "Maria Souza",
      city: "Recife",
    });
    expect(churchReceiver(church, { pixKey: null, pixRecipient: null })?.key).toBe("11222333000181");
  });

  it("is nobody without a key, its owner's name or the city: then nothing offers to move money", () => {
    expect(churchReceiver({ ...church, pixKey: null }, null)).toBeNull();
    expect(churchReceiver({ ...church, pixRecipient: null }, null)).toBeNull();
    expect(churchReceiver({ ...church, city: null }, { pixKey: "52998224725", pixRecipient: "Maria Souza" })).toBeNull();
    // A project key saved before owners were asked for: the church's name, as before.
    expect(churchReceiver(church, { pixKey: "52998224725", pixRecipient: null })?.name).toBe("Igreja Adventista Central");
  });
});
