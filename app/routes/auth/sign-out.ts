import { redirect } from "react-router";
import { getSignedInUser } from "~/auth/guards.server";
import { signOutBrowser } from "~/auth/sign-out.server";
import { readFormData } from "~/http/form-data.server";
import { languageOfRequest, pathInLanguage } from "~/i18n/languages";
import { expectedFailure, ServiceUnavailableError } from "~/lib/errors";
import type { Route } from "./+types/sign-out";

export const loader = ({ request }: Route.LoaderArgs) => redirect(pathInLanguage("/", languageOfRequest(request)));

/** Ends the session and clears the cookie, then goes to the sign-in page of the role. */
export async function action({ request, context }: Route.ActionArgs) {
  const role = await signedInRole(request, context);
  const headers = await signOutBrowser(context.services, request);
  const to =
    role === "admin"
      ? "/login?signed-out=1"
      : `${pathInLanguage("/supplier-login", languageOfRequest(request))}?signed-out=1`;
  return redirect(to, { headers });
}

/** The role of the request's session; while the database cannot say, the admin area's button says where it was pressed. */
async function signedInRole(request: Request, context: Route.ActionArgs["context"]) {
  try {
    return (await getSignedInUser(request, context))?.role;
  } catch (error) {
    if (!(expectedFailure(error) instanceof ServiceUnavailableError)) throw error;
    const form = await readFormData(request, 1024).catch(() => undefined);
    return form?.get("area") === "admin" ? "admin" : undefined;
  }
}
