import { Clock, Globe2, Mail, MapPin, MessageCircle, Phone, Trophy, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalPath } from "~/marketing/use-local-path";
import { useLanguage } from "~/i18n/use-language";
import { gccCountries, officeAddress, phoneDigits, whatsappLink, type PublicCompanyFacts } from "~/settings/company";
import { LanguageSwitch } from "./language-switch";
import { footerCompanyLinks, footerResourceLinks, type SiteLink } from "./links";
import { SocialIcon, type SocialNetwork } from "./social-icons";

const socialLabels: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  twitter: "Twitter",
  linkedin: "LinkedIn",
  instagram: "Instagram",
};

export function SiteFooter({ company }: { company: PublicCompanyFacts }) {
  const { t } = useTranslation();
  const local = useLocalPath();
  const language = useLanguage();
  // Translated here, once, rather than by each link.
  const shown = (link: SiteLink) => ({ to: local(link.to), label: t(`nav.${link.label}`) });
  const claims = [
    { icon: Trophy, value: company.claims.yearsExperience, label: t("footer.yearsExperience") },
    { icon: Users, value: company.claims.happyClients, label: t("footer.happyClients") },
    { icon: Globe2, value: t("footer.gcc"), label: t("footer.wideCoverage") },
    { icon: Clock, value: "24/7", label: t("footer.expertSupport") },
  ];
  return (
    <footer className="bg-navy-950 text-slate-300">
      <div className="border-b border-white/10">
        <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 sm:px-6 lg:grid-cols-4">
          {claims.map(({ icon: Icon, value, label }) => (
            <li key={label} className="flex items-center gap-3">
              <Icon aria-hidden className="size-8 shrink-0 text-brand-400" />
              <p>
                <bdi className="block text-2xl font-bold text-white">{value}</bdi>
                <span className="text-sm">{label}</span>
              </p>
            </li>
          ))}
        </ul>
      </div>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{company.name}</p>
          {/* The company's own words, from its settings: laid out in their own direction. */}
          <p className="mt-3 text-sm leading-6" dir="auto">
            {company.tagline}.
          </p>
          <Link
            to={local("/contact")}
            className="mt-6 inline-block rounded-md bg-brand-500 px-5 py-2.5 text-sm font-semibold text-navy-950 hover:bg-brand-400"
          >
            {t("footer.freeConsultation")}
          </Link>
          <ul className="mt-6 flex gap-3" aria-label={t("footer.socialMedia")}>
            {(Object.keys(socialLabels) as SocialNetwork[]).map((network) => (
              <li key={network}>
                <a
                  href={company.socialLinks[network]}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-brand-500 hover:text-navy-950"
                >
                  <SocialIcon network={network} className="size-5" />
                  <span className="sr-only">
                    {t("footer.onNetwork", { company: company.name, network: socialLabels[network] })}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <FooterLinks title={t("footer.company")} links={footerCompanyLinks.map(shown)} />
        <FooterLinks title={t("footer.resources")} links={footerResourceLinks.map(shown)} />

        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{t("footer.contact")}</h2>
          <ul className="mt-4 space-y-4 text-sm">
            <li className="flex gap-3">
              <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-400" />
              <a href={`tel:+${phoneDigits(company.phone)}`} className="hover:text-white" dir="ltr">
                {company.phone}
              </a>
            </li>
            <li className="flex gap-3">
              <MessageCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-400" />
              <a
                href={whatsappLink(company.phone, t("footer.whatsappMessage", { company: company.name }))}
                rel="noopener noreferrer"
                target="_blank"
                className="hover:text-white"
              >
                {t("footer.whatsapp")}
              </a>
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-400" />
              <a href={`mailto:${company.email}`} className="break-all hover:text-white" dir="ltr">
                {company.email}
              </a>
            </li>
            {company.offices.map((office) => (
              <li key={office.name} className="flex gap-3">
                <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-400" />
                <address className="not-italic">
                  <bdi className="font-medium text-white">{office.name}</bdi>
                  <br />
                  <bdi>{officeAddress(office, language)}</bdi>
                </address>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>
            {t("footer.serving")}{" "}
            <span className="text-white">{gccCountries.map((country) => t(`countries.${country}`)).join(" · ")}</span>
          </p>
          <p>{t("footer.rights", { year: new Date().getFullYear(), legalName: company.legalName })}</p>
          {/* Also here: the phone menu needs JavaScript to open. */}
          <LanguageSwitch className="font-semibold text-white underline hover:text-brand-300" />
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: Array<{ to: string; label: string }> }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
