import { expect, type Page, test } from "@playwright/test";
import { calls, fire, installFakeSpeech, spoken } from "../support/fake-speech.ts";
import { gotoHydrated, gotoHydratedClockStopped } from "../support/hydration.ts";

// Two sentences, so a restart can resume from the second one.
const VERSE_URL = "/?versiculo=Sl%20150%3A6";
const TEXT = "Tudo quanto tem fôlego louve ao Senhor. Louvai ao Senhor. Sl 150:6.";
const VOICES = [
  { name: "Google US English", lang: "en-US" },
  { name: "Luciana", lang: "pt-BR" },
  { name: "Joana", lang: "pt-PT" },
];

function panel(page: Page) {
  return page.getByRole("region", { name: "Ouvir Texto" });
}

/** The panel's announced state line (the sliders' outputs are status regions too). */
function status(p: ReturnType<typeof panel>) {
  return p.locator("p[role='status']");
}

declare global {
  interface Window {
    __clickedAt: number;
  }
}

/** Records, in the page's clock, when the next click happens. */
function markClick(page: Page) {
  return page.evaluate(() => document.addEventListener("click", () => (window.__clickedAt = performance.now()), { capture: true, once: true }));
}

/**
 * Opens the verse of the day's panel, with the page's clock stopped unless the test needs
 * the browser's own timing: timers run as the test moves the clock on (page.clock.runFor).
 */
async function openPanel(page: Page, goto: (page: Page, url: string) => Promise<void> = gotoHydratedClockStopped) {
  await goto(page, VERSE_URL);
  const p = panel(page);
  await expect(p.getByRole("button", { name: "Reproduzir" })).toBeEnabled();
  return p;
}

test("the full panel shows its title, buttons, sliders with captions and the voice selector", async ({ page }) => {
  await installFakeSpeech(page, { voices: VOICES });
  const p = await openPanel(page);
  await expect(p.getByRole("heading", { name: "Ouvir Texto" })).toBeVisible();
  await expect(p.getByRole("button", { name: "Pausar" })).toHaveCount(0);
  await expect(p.getByRole("button", { name: "Parar" })).toHaveCount(0);
  const speed = p.getByRole("slider", { name: "Velocidade" });
  await expect(speed).toHaveAttribute("min", "0.5");
  await expect(speed).toHaveAttribute("max", "2");
  await expect(speed).toHaveAttribute("step", "0.1");
  await expect(p.getByText("1.0x", { exact: true })).toBeVisible();
  for (const caption of ["0.5x (Lento)", "1.0x (Normal)", "2.0x (Rápido)"]) await expect(p.getByText(caption)).toBeVisible();
  const volume = p.getByRole("slider", { name: "Volume" });
  await expect(volume).toHaveAttribute("max", "1");
  await expect(p.getByText("100%")).toBeVisible();
  const voice = p.getByRole("combobox", { name: "Voz" });
  await expect(voice.locator("option")).toHaveText(["Google US English (en-US)", "Luciana (pt-BR)", "Joana (pt-PT)"]);
  // The preferred voice: Portuguese, Brazilian first.
  await expect(voice).toHaveValue("Luciana");

  await volume.fill("0");
  await expect(p.getByText("0%", { exact: true })).toBeVisible();
  await expect(p.locator("svg[data-muted]")).toHaveCount(1);
  await speed.focus();
  await page.keyboard.press("ArrowRight");
  await expect(p.getByText("1.1x", { exact: true })).toBeVisible();
});

test("play → loading → playing → pause → continue → end, with every label", async ({ page }) => {
  await installFakeSpeech(page, { voices: VOICES });
  const p = await openPanel(page);
  await p.getByRole("button", { name: "Reproduzir" }).click();
  await expect(status(p)).toHaveText("Carregando...");
  await expect.poll(() => spoken(page)).toHaveLength(1);
  await fire(page, "start");
  expect((await spoken(page))[0]).toMatchObject({ text: TEXT, lang: "pt-BR", rate: 1, volume: 1, voice: "Luciana" });
  await expect(status(p)).toHaveText("Reproduzindo...");
  await expect(p.getByRole("button", { name: "Reproduzir" })).toBeDisabled();
  await expect(p.getByText("Dica: use fones de ouvido para uma experiência melhor.")).toBeVisible();
  await expect(p.getByRole("button", { name: "Parar" })).toBeVisible();

  await p.getByRole("button", { name: "Pausar" }).click();
  await expect(p.getByRole("button", { name: "Continuar" })).toBeEnabled();
  await expect(p.getByRole("button", { name: "Pausar" })).toBeDisabled();
  await expect(status(p)).toHaveText("Pausado");
  await expect(p.getByText("Dica: use fones")).toHaveCount(0);
  expect(await calls(page)).toContain("pause");

  await p.getByRole("button", { name: "Continuar" }).click();
  await expect(status(p)).toHaveText("Reproduzindo...");
  expect(await calls(page)).toContain("resume");

  await fire(page, "end");
  await expect(p.getByRole("button", { name: "Reproduzir" })).toBeEnabled();
  await expect(p.getByRole("button", { name: "Pausar" })).toHaveCount(0);
  await expect(status(p)).toHaveText("");
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("stop cancels speech and returns to the start; our own cancel raises no alert", async ({ page }) => {
  await installFakeSpeech(page, { voices: VOICES });
  const p = await openPanel(page);
  await p.getByRole("button", { name: "Reproduzir" }).click();
  await expect.poll(() => spoken(page)).toHaveLength(1);
  await fire(page, "start");
  await p.getByRole("button", { name: "Parar" }).click();
  await expect(p.getByRole("button", { name: "Reproduzir" })).toBeEnabled();
  await expect(p.getByRole("button", { name: "Parar" })).toHaveCount(0);
  expect((await calls(page)).at(-1)).toBe("cancel");
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("a speed change while playing cancels and restarts 100 ms later from the current sentence", async ({ page }) => {
  await installFakeSpeech(page, { voices: VOICES });
  const p = await openPanel(page);
  await p.getByRole("button", { name: "Reproduzir" }).click();
  await expect.poll(() => spoken(page)).toHaveLength(1);
  await fire(page, "start");
  await fire(page, "boundary", { charIndex: TEXT.indexOf("ao Senhor. Sl") });
  await p.getByRole("slider", { name: "Velocidade" }).fill("1.5");
  await expect(p.getByText("1.5x", { exact: true })).toBeVisible();
  await expect(status(p)).toHaveText("Carregando...");
  await page.clock.runFor(99);
  expect(await spoken(page)).toHaveLength(1);
  await page.clock.runFor(1);
  await expect.poll(() => spoken(page)).toHaveLength(2);
  await fire(page, "start");
  expect((await spoken(page))[1]).toMatchObject({ text: "Louvai ao Senhor. Sl 150:6.", rate: 1.5, voice: "Luciana" });
  // The first utterance was cancelled before the second was spoken.
  const names = await calls(page);
  expect(names.slice(names.indexOf("speak") + 1, -1)).toContain("cancel");
  await expect(status(p)).toHaveText("Reproduzindo...");
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("a volume change while paused restarts too; while idle it only changes the setting", async ({ page }) => {
  await installFakeSpeech(page, { voices: VOICES });
  const p = await openPanel(page);
  await p.getByRole("slider", { name: "Volume" }).fill("0.5");
  await page.clock.runFor(200);
  expect(await spoken(page)).toHaveLength(0);
  await p.getByRole("button", { name: "Reproduzir" }).click();
  await expect.poll(() => spoken(page)).toHaveLength(1);
  await fire(page, "start");
  expect((await spoken(page))[0]!.volume).toBe(0.5);
  await p.getByRole("button", { name: "Pausar" }).click();
  await p.getByRole("slider", { name: "Volume" }).fill("0.8");
  await page.clock.runFor(100);
  await expect.poll(() => spoken(page)).toHaveLength(2);
  expect((await spoken(page))[1]).toMatchObject({ text: TEXT, volume: 0.8 });
  expect(await calls(page)).toContain("resume");
});

test("an error event resets the control and alerts", async ({ page }) => {
  await installFakeSpeech(page, { voices: VOICES });
  const p = await openPanel(page);
  await p.getByRole("button", { name: "Reproduzir" }).click();
  await expect.poll(() => spoken(page)).toHaveLength(1);
  await fire(page, "start");
  await fire(page, "error", { error: "synthesis-failed" });
  await expect(page.getByRole("alert")).toHaveText("Erro ao reproduzir áudio. Tente novamente.");
  await expect(p.getByRole("button", { name: "Reproduzir" })).toBeEnabled();
  await expect(p.getByRole("button", { name: "Pausar" })).toHaveCount(0);
  // Playing again clears the alert.
  await p.getByRole("button", { name: "Reproduzir" }).click();
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("speech that has not started within 3 s times out with its alert", async ({ page }) => {
  await installFakeSpeech(page, { voices: VOICES });
  const p = await openPanel(page);
  await p.getByRole("button", { name: "Reproduzir" }).click();
  await expect(status(p)).toHaveText("Carregando...");
  await page.clock.runFor(2990);
  await expect(status(p)).toHaveText("Carregando...");
  expect((await calls(page)).at(-1)).toBe("speak");
  await page.clock.runFor(10);
  await expect(page.getByRole("alert")).toHaveText("Tempo esgotado. Tente novamente ou use um texto menor.");
  await expect(p.getByRole("button", { name: "Reproduzir" })).toBeEnabled();
  expect((await calls(page)).at(-1)).toBe("cancel");
});

test("a browser whose speech fails to start gets the start alert", async ({ page }) => {
  await installFakeSpeech(page, { voices: VOICES, throwOnSpeak: true });
  const p = await openPanel(page);
  await p.getByRole("button", { name: "Reproduzir" }).click();
  await expect(page.getByRole("alert")).toHaveText("Erro ao iniciar reprodução. Seu navegador pode não suportar esta funcionalidade.");
  await expect(p.getByRole("button", { name: "Reproduzir" })).toBeEnabled();
});

test("a browser without speech synthesis gets the start alert too", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "speechSynthesis", { value: undefined, configurable: true });
  });
  const p = await openPanel(page);
  await p.getByRole("button", { name: "Reproduzir" }).click();
  await expect(page.getByRole("alert")).toHaveText("Erro ao iniciar reprodução. Seu navegador pode não suportar esta funcionalidade.");
});

test("voices that load late are waited for; with none after 1 s the default pt-BR voice speaks", async ({ page }) => {
  await installFakeSpeech(page, { voices: VOICES, voicesDelayMs: 400 });
  let p = await openPanel(page, gotoHydrated);
  await p.getByRole("button", { name: "Reproduzir" }).click();
  await expect.poll(() => spoken(page)).toHaveLength(1);
  expect((await spoken(page))[0]).toMatchObject({ voice: "Luciana", lang: "pt-BR" });

  await installFakeSpeech(page, { voices: VOICES, voicesDelayMs: -1 });
  p = await openPanel(page, gotoHydrated);
  await expect(p.getByRole("combobox", { name: "Voz" })).toHaveCount(0);
  await markClick(page);
  await p.getByRole("button", { name: "Reproduzir" }).click();
  await expect.poll(() => spoken(page)).toHaveLength(1);
  expect((await spoken(page))[0]!.at - (await page.evaluate(() => window.__clickedAt))).toBeGreaterThanOrEqual(990);
  expect((await spoken(page))[0]).toMatchObject({ voice: null, lang: "pt-BR" });
});

test("the voice selector is there only with more than one voice, and the choice is used", async ({ page }) => {
  await installFakeSpeech(page, { voices: [{ name: "Luciana", lang: "pt-BR" }] });
  let p = await openPanel(page);
  await expect(p.getByRole("combobox", { name: "Voz" })).toHaveCount(0);

  await installFakeSpeech(page, { voices: VOICES });
  p = await openPanel(page);
  await p.getByRole("combobox", { name: "Voz" }).selectOption("Joana");
  await p.getByRole("button", { name: "Reproduzir" }).click();
  await expect.poll(() => spoken(page)).toHaveLength(1);
  expect((await spoken(page))[0]!.voice).toBe("Joana");
});

test("the control is keyboard operable", async ({ page }) => {
  await installFakeSpeech(page, { voices: VOICES });
  const p = await openPanel(page);
  await p.getByRole("button", { name: "Reproduzir" }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => spoken(page)).toHaveLength(1);
  await fire(page, "start");
  await p.getByRole("button", { name: "Pausar" }).focus();
  await page.keyboard.press("Space");
  await expect(p.getByRole("button", { name: "Continuar" })).toBeVisible();
});

test("the control's code loads only on pages that use it", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
  await gotoHydrated(page, "/hinario");
  expect(scripts.some((s) => /ReadAloud/.test(s))).toBe(false);
  await gotoHydrated(page, "/");
  await expect.poll(() => scripts.some((s) => /ReadAloud/.test(s))).toBe(true);
});

test.describe("compact form ('Ouvir' on the Bible picker's compact verse card)", () => {
  test("Ouvir → Carregando... → Pausar → Ouvir (resumes) → end", async ({ page }) => {
    await installFakeSpeech(page, { voices: VOICES });
    await gotoHydratedClockStopped(page, "/biblia");
    const button = page.locator("main").getByRole("button", { name: "Ouvir", exact: true });
    test.skip(
      (await page.getByRole("heading", { name: /^Versículo/ }).count()) === 0,
      "the compact card is placed on /biblia when the Bible picker lands",
    );
    await expect(button).toBeEnabled();
    await button.click();
    await expect(page.locator("main").getByRole("button", { name: "Carregando..." })).toBeDisabled();
    await expect.poll(() => spoken(page)).toHaveLength(1);
    await fire(page, "start");
    expect((await spoken(page))[0]!.lang).toBe("pt-BR");
    const pause = page.locator("main").getByRole("button", { name: "Pausar" });
    await expect(pause).toBeVisible();
    await pause.click();
    expect(await calls(page)).toContain("pause");
    await expect(button).toBeVisible();
    await button.click();
    expect(await calls(page)).toContain("resume");
    await expect(pause).toBeVisible();
    await fire(page, "end");
    await expect(button).toBeVisible();
    await fire(page, "error", { error: "synthesis-failed" });
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
});

test.describe("a long chapter read whole (Sl 119, 176 verses, far over one utterance)", () => {
  const player = (page: Page) => page.getByRole("region", { name: "Leitura em voz alta" });

  /** Opens Sl 119 and reads it from its first verse with the toolbar's 'Ouvir' (the first piece has started). */
  async function startSl119(page: Page) {
    await installFakeSpeech(page, { voices: VOICES });
    await gotoHydrated(page, "/biblia/sl/119?versao=ACF");
    await page.getByRole("button", { name: "Ouvir", exact: true }).click();
    await expect.poll(() => spoken(page)).toHaveLength(1);
    await fire(page, "start");
  }

  test("every verse is spoken, one piece after the other, to v. 176, the verse being read highlighted", async ({ page }) => {
    // 176 steps, each waiting on the page (and the page now scrolling to follow the verse read).
    test.setTimeout(120_000);
    await startSl119(page);
    await expect(player(page)).toContainText("Salmos 119:1");
    for (let n = 1; n < 176; n++) {
      await expect.poll(async () => (await spoken(page)).length).toBe(n);
      if (n === 65) {
        // Past where the old 5,000-character cut stopped: still reading, this verse highlighted.
        await expect(page.locator("#v65")).toHaveAttribute("data-lendo", "true");
        await expect(page.locator("[data-lendo]")).toHaveCount(1);
        await expect(player(page).getByRole("link", { name: "Salmos 119:65" })).toHaveAttribute("href", "#v65");
      }
      await fire(page, "end");
    }
    await expect.poll(async () => (await spoken(page)).length).toBe(176);
    const all = await spoken(page);
    expect(all.every((u) => u.text.length <= 300 && u.lang === "pt-BR" && u.voice === "Luciana")).toBe(true);
    expect(all.map((u) => Number(/^(\d+)\. /.exec(u.text)?.[1]))).toEqual(Array.from({ length: 176 }, (_, i) => i + 1));
    expect(all.at(-1)!.text).toBe("176. Texto de teste ACF do livro ps, capítulo 119, versículo 176.");
    expect(all.some((u) => /muito longo/.test(u.text))).toBe(false);
    await expect(page.locator("#v176")).toHaveAttribute("data-lendo", "true");
    await fire(page, "end");
    // The end of the last piece ends the reading: the player goes, the panel can play again.
    await expect(player(page)).toHaveCount(0);
    await expect(page.locator("[data-lendo]")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Ouvir Texto" }).getByRole("button", { name: "Reproduzir" })).toBeEnabled();
    expect(await spoken(page)).toHaveLength(176);
  });

  test("a pause keeps the place: resuming continues the same verse, then the next ones follow", async ({ page }) => {
    await startSl119(page);
    await fire(page, "end");
    await expect.poll(() => spoken(page)).toHaveLength(2);
    await player(page).getByRole("button", { name: "Pausar leitura" }).click();
    await expect(player(page)).toContainText("Pausado");
    await expect(page.locator("#v2")).toHaveAttribute("data-lendo", "true");
    await player(page).getByRole("button", { name: "Continuar leitura" }).click();
    expect((await calls(page)).slice(-2)).toEqual(["pause", "resume"]);
    await fire(page, "end");
    await expect.poll(() => spoken(page)).toHaveLength(3);
    expect((await spoken(page))[2]!.text).toMatch(/^3\. /);
  });
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("'Ouvir' from a verse near the end starts there, with the compact player in view above the bottom navigation", async ({ page }) => {
    await installFakeSpeech(page, { voices: VOICES });
    await gotoHydrated(page, "/biblia/sl/119?versao=ACF");
    await page.locator("#v170").getByRole("button").click();
    await page.getByRole("region", { name: "Versículos selecionados" }).getByRole("button", { name: "Ouvir a partir de Sl 119:170" }).click();
    await expect.poll(() => spoken(page)).toHaveLength(1);
    expect((await spoken(page))[0]!.text).toMatch(/^170\. Texto de teste ACF do livro ps, capítulo 119, versículo 170\./);
    await fire(page, "start");
    const bar = page.getByRole("region", { name: "Leitura em voz alta" });
    await expect(bar).toBeInViewport({ ratio: 1 });
    await expect(bar.getByRole("link", { name: "Salmos 119:170" })).toBeVisible();
    await expect(page.locator("#v170")).toHaveAttribute("data-lendo", "true");
    // Above the bottom navigation, not under it.
    const [player, nav] = [await bar.boundingBox(), await page.getByRole("navigation", { name: "Navegação inferior" }).boundingBox()];
    expect(player!.y + player!.height).toBeLessThanOrEqual(nav!.y + 1);
    // Keyboard: pause, continue and stop from the player.
    await bar.getByRole("button", { name: "Pausar leitura" }).focus();
    await page.keyboard.press("Enter");
    await expect(bar.getByRole("button", { name: "Continuar leitura" })).toBeVisible();
    await bar.getByRole("button", { name: "Continuar leitura" }).focus();
    await page.keyboard.press("Space");
    await expect(bar.getByRole("button", { name: "Pausar leitura" })).toBeVisible();
    await bar.getByRole("button", { name: "Parar leitura" }).focus();
    await page.keyboard.press("Enter");
    await expect(bar).toHaveCount(0);
    expect((await calls(page)).at(-1)).toBe("cancel");
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
});

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the page follows the verse being read, and verse numbers can be left unspoken, remembered", async ({ page }) => {
    await installFakeSpeech(page, { voices: VOICES });
    await gotoHydrated(page, "/biblia/sl/119?versao=ACF");
    await page.getByRole("button", { name: "Ouvir", exact: true }).click();
    await expect.poll(() => spoken(page)).toHaveLength(1);
    expect((await spoken(page))[0]!.text).toMatch(/^1\. Texto de teste ACF/);
    await fire(page, "start");
    const numbers = page.getByLabel("Ler os números dos versículos");
    await expect(numbers).toBeChecked();
    // Turned off while reading: the verse being read starts again, without its number.
    await numbers.uncheck();
    await expect.poll(() => spoken(page)).toHaveLength(2);
    expect((await spoken(page))[1]!.text).toMatch(/^Texto de teste ACF do livro ps, capítulo 119, versículo 1\./);
    await fire(page, "start");
    for (let n = 2; n <= 24; n++) {
      await fire(page, "end");
      await expect.poll(() => spoken(page)).toHaveLength(n + 1);
    }
    expect((await spoken(page)).at(-1)!.text).toMatch(/^Texto de teste ACF do livro ps, capítulo 119, versículo 24\./);
    const verse = page.locator("#v24");
    await expect(verse).toHaveAttribute("data-lendo", "true");
    // In view, between the top bar and the player at the foot of the window.
    const bar = page.getByRole("region", { name: "Leitura em voz alta" });
    await expect(verse).toBeInViewport({ ratio: 1 });
    await expect
      .poll(async () => {
        const [v, p, header] = [await verse.boundingBox(), await bar.boundingBox(), await page.getByRole("banner").boundingBox()];
        return v!.y >= header!.y + header!.height && v!.y + v!.height <= p!.y;
      })
      .toBe(true);
    // The choice is remembered.
    await gotoHydrated(page, "/biblia/sl/119?versao=ACF");
    await page.getByRole("button", { name: "Ouvir", exact: true }).click();
    await expect.poll(() => spoken(page)).toHaveLength(1);
    expect((await spoken(page))[0]!.text).toMatch(/^Texto de teste ACF do livro ps, capítulo 119, versículo 1\./);
    await expect(page.getByLabel("Ler os números dos versículos")).not.toBeChecked();
  });
});
