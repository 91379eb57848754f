import { redirect } from "react-router";
import { getSignedInUser } from "~/auth/guards.server";
import { languageOfRequest, pathInLanguage } from "~/i18n/languages";
import type { Route } from "./+types/sign-out";

export const loader = ({ request }: Route.LoaderArgs) => redirect(pathInLanguage("/", languageOfRequest(request)));

/** Ends the session on the server and clears the cookie, then goes to the sign-in page of the role. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await getSignedInUser(request, context);
  const to =
    user?.role === "admin"
      ? "/login?signed-out=1"
      : `${pathInLanguage("/supplier-login", languageOfRequest(request))}?signed-out=1`;
  if (!user) return redirect(to);
  const { headers } = await context.services.auth.api.signOut({ headers: request.headers, returnHeaders: true });
  return redirect(to, { headers });
}
