/** Browser-side sharing helpers (clipboard, share links, files): call them after hydration. */

/** How long 'Copiado!' stays after a copy (the verse of the day, the reader's verses). */
export const COPY_CONFIRMATION_MS = 2000;

/** Copies a text; false when the browser refuses. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers and non-secure pages: a hidden text area and the copy command.
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    const copied = document.execCommand("copy");
    area.remove();
    return copied;
  }
}

/** Opens a link in a new tab with no way back to this page; false where the browser blocked it. */
export function openInNewTab(url: string): boolean {
  let opened: Window | null;
  try {
    opened = window.open(url, "_blank");
  } catch {
    opened = null;
  }
  if (opened) opened.opener = null;
  return opened !== null;
}

/** Opens a share link in a new tab; where that is blocked, goes to the fallback link in this tab. */
export function openShareLink(url: string, fallbackUrl: string): void {
  if (!openInNewTab(url)) window.location.assign(fallbackUrl);
}

/**
 * Shares a file through the Web Share API where the browser can share files, otherwise
 * downloads it. Resolves "cancelled" when the person closed the share sheet.
 */
export async function shareOrDownloadFile(blob: Blob, fileName: string, title: string): Promise<"shared" | "downloaded" | "cancelled"> {
  const file = new File([blob], fileName, { type: blob.type });
  if (typeof navigator.canShare === "function" && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
      // Sharing refused (permissions, no target app): fall back to the download.
    }
  }
  downloadBlob(blob, fileName);
  return "downloaded";
}

/** Saves a file the page made (an image) under a name. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
