import { data } from "react-router";
import { getApp } from "#app/platform/http/context.ts";
import { optionalMember } from "#app/areas/accounts/guards.server.ts";
import { DONATION_MESSAGES, donationSuccessMessage } from "#app/areas/donation/donation.ts";
import { DonationPage, type DonationAnswer } from "#app/areas/donation/DonationPage.tsx";
import { donationForm } from "#app/areas/donation/forms.ts";
import { recordPledge } from "#app/areas/donation/pledges.store.server.ts";
import { findProject, loadProjects } from "#app/areas/donation/projects.content.server.ts";
import { invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { refuseTooManyPosts } from "#app/platform/limits/limited-form.server.ts";
import { LIMITS } from "#app/platform/limits/rules.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/doacao";

/** /doacao (spec 3 §2.8): records a pledge (amount, method, project, who); no payment is taken. */
export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/doacao")) }];

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export function loader({ request }: Route.LoaderArgs) {
  const projects = loadProjects().map(({ id, titulo }) => ({ id, titulo }));
  return { projects, selected: findProject(new URL(request.url).searchParams.get("projeto"))?.id ?? null };
}

export async function action(args: Route.ActionArgs) {
  const form = await parseForm(args.request, donationForm);
  if (!form.ok) return invalidForm(form);
  const { valor, metodo, projeto } = form.data;
  if (projeto !== null && !findProject(projeto)) return invalidForm({ errors: { projeto: DONATION_MESSAGES.unknownProject }, values: form.values });
  const refused = await refuseTooManyPosts(args.context, LIMITS.donationPerAddress);
  if (refused) return refused;
  const user = await optionalMember(args);
  await recordPledge(getApp(args.context).db, user?.id ?? null, { amountCents: valor, method: metodo, projectId: projeto }, new Date());
  return data({ ok: true, message: donationSuccessMessage(valor, metodo) });
}

export default function Doacao({ loaderData, actionData }: Route.ComponentProps) {
  return <DonationPage projects={loaderData.projects} selected={loaderData.selected} result={actionData as DonationAnswer | undefined} />;
}
