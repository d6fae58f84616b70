import { Form, href } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { Dialog } from "#app/components/ui/Dialog.tsx";

export default function LogoutDialog({ question, open, onOpenChange }: { question: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={question}>
      <Form method="post" action={href("/sair")} className="flex justify-end gap-3" onSubmit={() => onOpenChange(false)}>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Cancelar
        </Button>
        <Button type="submit">Sair</Button>
      </Form>
    </Dialog>
  );
}
