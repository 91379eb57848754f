import { data, Form, redirect, useNavigation } from "react-router";
import { LogOut, MonitorSmartphone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { changePassword, endAllSessions, endSession, listSessions } from "~/auth/account-security.server";
import { changePasswordSchema } from "~/auth/auth-forms";
import { requireSupplier } from "~/auth/guards.server";
import { DashboardSubpage } from "~/components/portal/dashboard-subpage";
import { FormAlert, inputClass } from "~/components/ui/form-field";
import { formatDateTime } from "~/lib/dates";
import { translatorFor } from "~/i18n/catalogues.server";
import { languageOfRequest, localeOf, pathInLanguage } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-language";
import { parseForm } from "~/forms/parse-form";
import { readFormData } from "~/http/form-data.server";
import { withFormErrors } from "~/http/route-errors.server";
import { privatePageMeta } from "~/marketing/page-meta";
import { domainDeps } from "~/services.server";
import { getSecuritySettings } from "~/settings/settings.server";
import type { Route } from "./+types/supplier-security";

export const handle = { area: "portal" };

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, args.loaderData?.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireSupplier(request, context);
  const { db } = context.services;
  const [sessions, security] = await Promise.all([listSessions(db, user.id, user.sessionId), getSecuritySettings(db)]);
  return {
    title: translatorFor(languageOfRequest(request), "portal")("security.title"),
    sessions: sessions.map((session) => ({ ...session, userAgent: undefined })),
    passwordMinLength: security.passwordMinLength,
  };
}

const hidePasswords = { hideFields: ["currentPassword", "password", "confirmPassword"] };

export async function action({ request, context }: Route.ActionArgs) {
  const { user, supplier } = await requireSupplier(request, context);
  const { services } = context;
  const form = await readFormData(request, 8 * 1024);
  const intent = form.get("intent");
  const actor = { type: "supplier" as const, id: user.id, label: user.email };
  const language = languageOfRequest(request);
  const t = translatorFor(language, "portal");

  if (intent === "end-session") {
    await endSession(services.db, user.id, String(form.get("sessionId") ?? ""));
    return { done: t("security.deviceSignedOut") };
  }
  if (intent === "end-all") {
    const { headers } = await services.auth.api.signOut({ headers: request.headers, returnHeaders: true });
    await endAllSessions(services.db, user.id, actor);
    return redirect(`${pathInLanguage("/supplier-login", language)}?signed-out=everywhere`, { headers });
  }

  const { passwordMinLength } = await getSecuritySettings(services.db);
  const submission = parseForm(form, changePasswordSchema(translatorFor(language, "auth"), passwordMinLength));
  if (submission.status !== "success") return data(submission.reply(hidePasswords), { status: 400 });
  return withFormErrors(
    context,
    submission,
    async () => {
      await changePassword(domainDeps(context), {
        userId: user.id,
        currentSessionId: user.sessionId,
        currentPassword: submission.value.currentPassword,
        newPassword: submission.value.password,
        actor,
      });
      services.logger.info({ supplierId: supplier.id }, "supplier changed their password");
      return data({
        ...submission.reply({ resetForm: true }),
        done: t("security.passwordChanged"),
      });
    },
    { ...hidePasswords, language },
  );
}

export default function SupplierSecurity({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("portal");
  const locale = localeOf[useLanguage()].intl;
  const busy = useNavigation().state === "submitting";
  const errors = actionData && "status" in actionData && actionData.status === "error" ? (actionData.error ?? {}) : {};
  const done = actionData && "done" in actionData ? String(actionData.done) : null;
  const others = loaderData.sessions.filter((session) => !session.current);
  const passwordField = (name: string, label: string, autoComplete: string, hint?: string) => (
    <div>
      <label htmlFor={name} className="block text-sm font-medium text-navy-900">
        {label}
      </label>
      <input
        id={name}
        name={name}
        type="password"
        autoComplete={autoComplete}
        dir="ltr"
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={`${name}-error${hint ? ` ${name}-hint` : ""}`}
        className={`${inputClass} mt-1`}
      />
      <p id={`${name}-error`} className="mt-1 text-sm text-red-700 empty:hidden">
        {errors[name]?.[0]}
      </p>
      {hint ? (
        <p id={`${name}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
  return (
    <DashboardSubpage title={t("security.title")} saved={done}>
      <section aria-labelledby="change-password" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="change-password" className="text-lg font-semibold text-navy-900">
          {t("security.changePassword")}
        </h2>
        <FormAlert id="password-error" errors={errors[""] ?? undefined} />
        <Form method="post" className="mt-4 grid gap-4 sm:max-w-sm">
          <input type="hidden" name="intent" value="change-password" />
          {passwordField("currentPassword", t("security.currentPassword"), "current-password")}
          {passwordField(
            "password",
            t("security.newPassword"),
            "new-password",
            t("security.minLength", { count: loaderData.passwordMinLength }),
          )}
          {passwordField("confirmPassword", t("security.confirmPassword"), "new-password")}
          <button
            type="submit"
            disabled={busy}
            className="justify-self-start rounded-md bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-800 disabled:opacity-60"
          >
            {t("security.changePassword")}
          </button>
        </Form>
        <p className="mt-3 text-sm text-slate-600">{t("security.changeSignsOut")}</p>
      </section>

      <section aria-labelledby="devices" className="mt-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="devices" className="flex items-center gap-2 text-lg font-semibold text-navy-900">
          <MonitorSmartphone aria-hidden className="size-5" /> {t("security.devices")}
        </h2>
        <ul className="mt-3 divide-y divide-slate-100">
          {loaderData.sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
              <div>
                <p className="font-semibold text-navy-900">
                  {session.device}
                  {session.current ? (
                    <span className="ms-2 text-xs font-normal text-green-800">{t("security.thisDevice")}</span>
                  ) : null}
                </p>
                <p className="text-xs text-slate-500">
                  {t("security.sessionTimes", {
                    created: formatDateTime(session.createdAt, locale),
                    lastUsed: formatDateTime(session.lastSeenAt, locale),
                  })}
                  {session.ipAddress ? t("security.sessionFrom", { ip: session.ipAddress }) : ""}
                </p>
              </div>
              {session.current ? null : (
                <Form method="post">
                  <input type="hidden" name="intent" value="end-session" />
                  <input type="hidden" name="sessionId" value={session.id} />
                  <button
                    type="submit"
                    disabled={busy}
                    className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-navy-900 hover:bg-slate-50"
                  >
                    {t("signOut")}
                    <span className="sr-only"> {session.device}</span>
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
        <Form method="post" className="mt-4 border-t border-slate-200 pt-4">
          <input type="hidden" name="intent" value="end-all" />
          <button
            type="submit"
            disabled={busy}
            className="inline-flex items-center gap-2 rounded-md border border-red-700 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
          >
            <LogOut aria-hidden className="size-4 rtl:-scale-x-100" /> {t("security.signOutEverywhere")}
          </button>
          <p className="mt-2 text-sm text-slate-600">
            {others.length === 0
              ? t("security.onlyThisDevice")
              : t("security.signsOutOthers", { count: others.length })}
          </p>
        </Form>
      </section>
    </DashboardSubpage>
  );
}
