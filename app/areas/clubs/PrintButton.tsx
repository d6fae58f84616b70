import { Button } from "#app/components/ui/Button.tsx";

/** 'Imprimir': the browser's print dialog (the page's print style leaves out the site's bars). */
export function PrintButton() {
  return (
    <Button type="button" variant="secondary" onClick={() => window.print()}>
      Imprimir
    </Button>
  );
}
