import { Form } from "react-router";
import { LogOut, MonitorSmartphone } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { listSessions } from "~/auth/account-security.server";
import { formatDateTime } from "~/lib/dates";
import { localeOf } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-language";
import { SubmitButton } from "~/components/ui/submit-button";

export type SessionListItem = Awaited<ReturnType<typeof listSessions>>[number];

/**
 * The account's signed-in devices: each one's browser, how and when it signed in, the address it
 * came from, and a way to sign it out. The page's action answers the "end-session" intent (with
 * `sessionId`) and "end-all"; its words come from the `auth` namespace, which the page must load.
 */
export function SessionsList({ sessions, busy }: { sessions: SessionListItem[]; busy: boolean }) {
  const { t } = useTranslation("auth");
  const locale = localeOf[useLanguage()].intl;
  const others = sessions.filter((session) => !session.current).length;
  return (
    <section aria-labelledby="devices" className="mt-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="devices" className="flex items-center gap-2 text-lg font-semibold text-navy-900">
        <MonitorSmartphone aria-hidden className="size-5" /> {t("sessions.title")}
      </h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {sessions.map((session) => {
          const device = t("sessions.device", {
            browser: session.browser ?? t("sessions.someBrowser"),
            system: session.system ?? t("sessions.someSystem"),
          });
          return (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
              <div>
                <p className="font-semibold text-navy-900">
                  {device}
                  {session.current ? (
                    <span className="ms-2 text-xs font-normal text-green-800">{t("sessions.thisDevice")}</span>
                  ) : null}
                </p>
                <p className="text-xs text-slate-500">
                  {t("sessions.times", {
                    created: formatDateTime(session.createdAt, locale),
                    lastUsed: formatDateTime(session.lastSeenAt, locale),
                  })}
                </p>
                <p className="text-xs text-slate-500">{t(`sessions.methods.${session.signedInWith ?? "unknown"}`)}</p>
                <p className="text-xs text-slate-500">
                  {session.ipAddress ? (
                    <>
                      {t("sessions.network")}:{" "}
                      <bdi dir="ltr" className="font-mono">
                        {session.ipAddress}
                      </bdi>
                    </>
                  ) : (
                    t("sessions.networkUnknown")
                  )}
                </p>
              </div>
              {session.current ? null : (
                <Form method="post">
                  <input type="hidden" name="intent" value="end-session" />
                  <input type="hidden" name="sessionId" value={session.id} />
                  <SubmitButton
                    busy={busy}
                    className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-navy-900 hover:bg-slate-50"
                  >
                    {t("sessions.signOut")}
                    <span className="sr-only"> {device}</span>
                  </SubmitButton>
                </Form>
              )}
            </li>
          );
        })}
      </ul>
      <Form method="post" className="mt-4 border-t border-slate-200 pt-4">
        <input type="hidden" name="intent" value="end-all" />
        <SubmitButton
          busy={busy}
          className="inline-flex items-center gap-2 rounded-md border border-red-700 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
        >
          <LogOut aria-hidden className="size-4 rtl:-scale-x-100" /> {t("sessions.signOutEverywhere")}
        </SubmitButton>
        <p className="mt-2 text-sm text-slate-600">
          {others === 0 ? t("sessions.onlyThisDevice") : t("sessions.signsOutOthers", { count: others })}
        </p>
      </Form>
    </section>
  );
}
