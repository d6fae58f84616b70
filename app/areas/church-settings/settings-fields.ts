import { z } from "zod";
import { emailField } from "#app/areas/accounts/validation.ts";
import { formatPhone } from "#app/areas/community/fields.ts";
import { optionalPosted, posted, requiredLine } from "#app/areas/editorial/fields.ts";
import { brazilianPhone, PIX_CITY_MAX, pixText } from "#app/areas/donation/pix.ts";
import { pixKeyField, recipientField, needsRecipient } from "#app/areas/donation/pix-fields.ts";
import type { Config } from "#app/platform/config/config.ts";
import { cleanText, longText } from "#app/platform/http/text-fields.ts";
import { CONTACT_TEXT_LIMITS, DEFAULT_FAQ, DEFAULT_OFFICE_HOURS, faqProblem, faqText, textLines, type FaqEntry } from "./contact-texts.ts";

/**
 * The church's settings (/admin/igreja, decision 0046): who the church is and how to reach it,
 * and where gifts by PIX go. Kept in the database; the environment's CHURCH_NAME, CHURCH_CITY,
 * CHURCH_PIX_KEY, CONTACT_EMAIL and CONTACT_WHATSAPP are only the first default, until an admin saves.
 */
export interface ChurchSettings {
  name: string | null;
  city: string | null;
  address: string | null;
  email: string | null;
  /** Digits with the country code (5511987654321). */
  phone: string | null;
  whatsapp: string | null;
  /** One service per line. */
  serviceTimes: string[];
  pixKey: string | null;
  /** The key owner's name as the admin typed it. */
  pixRecipient: string | null;
  /** The office hours /contato shows, one period a line (the portal's default until written). */
  officeHours: string[];
  /** The questions and answers /contato shows (the portal's default until written). */
  faq: FaqEntry[];
  /** Whether each new contact message and feedback is e-mailed to `email`. */
  notifyMessages: boolean;
  /** Whether an admin saved them (false: the environment's defaults). */
  saved: boolean;
}

export const SETTINGS_LIMITS = { nome: 120, cidade: 60, endereco: 200, telefone: 30, horarios: 600, horariosLinhas: 12 } as const;

const PHONE_MESSAGE = "Informe o telefone com DDD, por exemplo (11) 98765-4321.";

const phoneField = z
  .string()
  .max(SETTINGS_LIMITS.telefone, PHONE_MESSAGE)
  .transform((raw, ctx) => {
    const phone = brazilianPhone(raw);
    if (phone) return phone;
    ctx.addIssue({ code: "custom", message: PHONE_MESSAGE });
    return z.NEVER;
  });

export const churchSettingsForm = z
  .object({
    nome: posted(requiredLine(SETTINGS_LIMITS.nome, "O nome da igreja", "Informe o nome da igreja.")),
    cidade: posted(
      requiredLine(SETTINGS_LIMITS.cidade, "A cidade", "Informe a cidade da igreja.").refine(
        (v) => /[A-Za-z]/.test(pixText(v, PIX_CITY_MAX)),
        "Use letras no nome da cidade.",
      ),
    ),
    endereco: optionalPosted(cleanText(SETTINGS_LIMITS.endereco, "O endereço")),
    email: optionalPosted(emailField),
    telefone: optionalPosted(phoneField),
    whatsapp: optionalPosted(phoneField),
    horarios: optionalPosted(
      longText(SETTINGS_LIMITS.horarios, "Os horários").refine(
        (v) => textLines(v).length <= SETTINGS_LIMITS.horariosLinhas,
        `Informe no máximo ${SETTINGS_LIMITS.horariosLinhas} horários, um por linha.`,
      ),
    ),
    atendimento: optionalPosted(
      longText(CONTACT_TEXT_LIMITS.hours, "O horário de atendimento").refine(
        (v) => textLines(v).length <= CONTACT_TEXT_LIMITS.hoursLines,
        `Informe no máximo ${CONTACT_TEXT_LIMITS.hoursLines} linhas de horário de atendimento.`,
      ),
    ),
    perguntas: optionalPosted(
      longText(CONTACT_TEXT_LIMITS.faq, "As perguntas frequentes").superRefine((v, ctx) => {
        const problem = faqProblem(v);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
    ),
    /** 'on' when each new message is e-mailed to the church's contact address. */
    avisarMensagens: z
      .preprocess((v) => (v === undefined || v === "" ? null : v), z.enum(["on"], "Marque ou desmarque a opção.").nullable())
      .transform((v) => v === "on"),
    chavePix: optionalPosted(pixKeyField),
    recebedor: optionalPosted(recipientField),
  })
  .superRefine(needsRecipient);
export type ChurchSettingsInput = z.output<typeof churchSettingsForm>;

/**
 * What a church's settings are before its admins save them: the installation's environment for
 * the deployment's only church (pass `{}` for a church among many); the name and city the
 * environment leaves out are the church's own.
 */
export function settingsFromEnvironment(
  config: Pick<Config, "CHURCH_NAME" | "CHURCH_CITY" | "CHURCH_PIX_KEY" | "CONTACT_EMAIL" | "CONTACT_WHATSAPP">,
  church: { name: string | null; city: string | null },
): ChurchSettings {
  const name = config.CHURCH_NAME ?? church.name;
  return {
    name,
    city: config.CHURCH_CITY ?? church.city,
    address: null,
    email: config.CONTACT_EMAIL ?? null,
    phone: null,
    whatsapp: config.CONTACT_WHATSAPP ?? null,
    serviceTimes: [],
    pixKey: config.CHURCH_PIX_KEY ?? null,
    // The environment has no owner's name: the church's own (a CNPJ key's owner).
    pixRecipient: config.CHURCH_PIX_KEY ? name : null,
    officeHours: [...DEFAULT_OFFICE_HOURS],
    faq: [...DEFAULT_FAQ],
    notifyMessages: true,
    saved: false,
  };
}

/** The settings as the form shows them (its field names). */
export function settingsFormValues(settings: ChurchSettings): Record<string, string> & { avisarMensagens: "on" | "" } {
  return {
    nome: settings.name ?? "",
    cidade: settings.city ?? "",
    endereco: settings.address ?? "",
    email: settings.email ?? "",
    telefone: settings.phone ? formatPhone(settings.phone) : "",
    whatsapp: settings.whatsapp ? formatPhone(settings.whatsapp) : "",
    horarios: settings.serviceTimes.join("\n"),
    chavePix: settings.pixKey ?? "",
    recebedor: settings.pixRecipient ?? "",
    atendimento: settings.officeHours.join("\n"),
    perguntas: faqText(settings.faq),
    avisarMensagens: settings.notifyMessages ? "on" : "",
  };
}
