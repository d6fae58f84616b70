import { data } from "react-router";
import { getApp } from "../context.ts";
import { optionalMember } from "../modules/accounts/guards.server.ts";
import { feedbackStats, saveFeedback } from "../modules/community/community.server.ts";
import type { FormAnswer } from "../modules/community/FormParts.tsx";
import { FeedbackPage } from "../modules/community/FeedbackPage.tsx";
import { feedbackForm } from "../modules/community/forms.ts";
import { invalidForm, parseForm } from "../modules/http/forms.server.ts";
import { refuseTooManyPosts } from "../modules/limits/limited-form.server.ts";
import { LIMITS } from "../modules/limits/rules.ts";
import { documentTitle, pageTitle } from "../modules/site/pages.ts";
import type { Route } from "./+types/feedback";

/** /feedback (spec 3 §2.11): entries stored on the server; the count and average are real. */
export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/feedback")) }];

/** The figures change with every entry, so the page is never kept by the render cache. */
export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers(loaderHeaders);
  actionHeaders.forEach((value, name) => headers.set(name, value));
  return headers;
};

export async function loader({ context }: Route.LoaderArgs) {
  return data({ stats: await feedbackStats(getApp(context).db) }, { headers: { "Cache-Control": "no-store" } });
}

export async function action(args: Route.ActionArgs) {
  const form = await parseForm(args.request, feedbackForm);
  if (!form.ok) return invalidForm(form);
  const refused = await refuseTooManyPosts(args.context, LIMITS.feedbackPerAddress);
  if (refused) return refused;
  const user = await optionalMember(args);
  await saveFeedback(getApp(args.context).db, user?.id ?? null, form.data, new Date());
  return data({ ok: true });
}

export default function Feedback({ loaderData, actionData }: Route.ComponentProps) {
  return <FeedbackPage stats={loaderData.stats} result={actionData as FormAnswer | undefined} />;
}
