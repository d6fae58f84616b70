import { z } from "zod";
import { checkAmount, DONATION_MESSAGES, DONATION_METHODS } from "./donation.ts";

/** The donation form: amount in centavos, method, optional project id. */
const given = (value: unknown) => (typeof value === "string" ? value : "");

export const donationForm = z.object({
  valor: z.preprocess(
    given,
    z.string().transform((raw, ctx) => {
      const checked = checkAmount(raw);
      if (checked.ok) return checked.cents;
      ctx.addIssue({ code: "custom", message: checked.message });
      return z.NEVER;
    }),
  ),
  metodo: z.preprocess(given, z.enum(DONATION_METHODS, DONATION_MESSAGES.noMethod)),
  projeto: z.preprocess(given, z.string().max(100, DONATION_MESSAGES.unknownProject)).transform((v) => v || null),
});
