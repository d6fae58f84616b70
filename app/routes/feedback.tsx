import { data } from "react-router";
import { getApp } from "#app/platform/http/context.ts";
import { optionalMember } from "#app/areas/accounts/guards.server.ts";
import { feedbackStats, saveFeedback, type FeedbackStats } from "#app/areas/community/community.store.server.ts";
import type { FormAnswer } from "#app/areas/community/FormParts.tsx";
import { FeedbackPage } from "#app/areas/community/FeedbackPage.tsx";
import { feedbackForm } from "#app/areas/community/forms.ts";
import { invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { refuseTooManyPosts } from "#app/platform/limits/limited-form.server.ts";
import { LIMITS } from "#app/platform/limits/rules.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/feedback";

/** /feedback (spec 3 §2.11): entries stored on the server; the count and average are real. */
export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/feedback")) }];

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

/**
 * Visitors get the page from the render cache, so its figures may be minutes old (decision
 * 0012); whoever sends a feedback gets the figures read after it from the action.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { stats: await feedbackStats(getApp(context).db) };
}

export async function action(args: Route.ActionArgs) {
  const form = await parseForm(args.request, feedbackForm);
  if (!form.ok) return invalidForm(form);
  const refused = await refuseTooManyPosts(args.context, LIMITS.feedbackPerAddress);
  if (refused) return refused;
  const user = await optionalMember(args);
  const { db } = getApp(args.context);
  await saveFeedback(db, user?.id ?? null, form.data, new Date());
  return data({ ok: true, stats: await feedbackStats(db) });
}

export default function Feedback({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as (FormAnswer & { stats?: FeedbackStats }) | undefined;
  return <FeedbackPage stats={answer?.stats ?? loaderData.stats} result={answer} />;
}
