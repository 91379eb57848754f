import { redirect } from "react-router";
import { getSignedInUser } from "~/auth/guards.server";
import { signOutWithoutDatabase } from "~/auth/sign-out.server";
import { readFormData } from "~/http/form-data.server";
import { languageOfRequest, pathInLanguage } from "~/i18n/languages";
import { expectedFailure, ServiceUnavailableError } from "~/lib/errors";
import type { Route } from "./+types/sign-out";

export const loader = ({ request }: Route.LoaderArgs) => redirect(pathInLanguage("/", languageOfRequest(request)));

/** Ends the session on the server and clears the cookie, then goes to the sign-in page of the role. */
export async function action({ request, context }: Route.ActionArgs) {
  const signInPage = (role: string | undefined) =>
    role === "admin"
      ? "/login?signed-out=1"
      : `${pathInLanguage("/supplier-login", languageOfRequest(request))}?signed-out=1`;
  let user;
  try {
    user = await getSignedInUser(request, context);
  } catch (error) {
    if (!(expectedFailure(error) instanceof ServiceUnavailableError)) throw error;
    // Signing out never waits for the database: this browser forgets its session now. The admin
    // area's button says where it was pressed, as the role cannot be read.
    const area = (await readFormData(request, 1024).catch(() => undefined))?.get("area");
    const headers = await signOutWithoutDatabase(context.services, request);
    return redirect(signInPage(area === "admin" ? "admin" : undefined), { headers });
  }
  if (!user) return redirect(signInPage(undefined));
  const { headers } = await context.services.auth.api.signOut({ headers: request.headers, returnHeaders: true });
  return redirect(signInPage(user.role), { headers });
}
