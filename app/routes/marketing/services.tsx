import {
  ArrowRight,
  Check,
  Cloud,
  DatabaseBackup,
  HardDrive,
  Headset,
  LineChart,
  Network,
  ShieldCheck,
  Wrench,
} from "lucide-react";
import { Link } from "react-router";
import { CallToAction } from "~/components/ui/call-to-action";
import { Faq } from "~/components/ui/faq";
import { PageHero } from "~/components/ui/page-hero";
import { Picture } from "~/components/ui/picture";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import { pageMeta } from "~/marketing/page-meta";
import { publicPage } from "~/marketing/public-pages";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = (args) => pageMeta(args, publicPage("/services"));

const services = [
  {
    icon: LineChart,
    title: "IT consulting",
    to: "/ItConsulting",
    text: "Assessments, IT strategy and roadmaps, vendor selection and project management for new offices, mergers and system replacements.",
  },
  {
    icon: HardDrive,
    title: "IT hardware supply",
    to: "/ItHardware",
    text: "Laptops, desktops, servers, storage and networking from the major brands, configured in our workshop and delivered ready to use.",
  },
  {
    icon: Wrench,
    title: "Annual maintenance contracts",
    to: "#amc",
    text: "Preventive maintenance, unlimited help-desk support and guaranteed on-site response times for a fixed yearly fee.",
  },
  {
    icon: Network,
    title: "Networks and Wi-Fi",
    to: "/ItConsulting",
    text: "Structured cabling, switching, site-to-site VPNs and office Wi-Fi designed from a site survey, not guesswork.",
  },
  {
    icon: ShieldCheck,
    title: "Cybersecurity",
    to: "/ItConsulting",
    text: "Firewalls, endpoint protection, email security, phishing training and audits aligned with UAE and Saudi regulations.",
  },
  {
    icon: Cloud,
    title: "Cloud and Microsoft 365",
    to: "/products",
    text: "Microsoft 365 and Azure set-up, migrations from old mail servers, identity and device management, and licence optimisation.",
  },
  {
    icon: DatabaseBackup,
    title: "Backup and recovery",
    to: "/products",
    text: "Automated, encrypted backups kept in the UAE and tested every quarter, so a ransomware attack or failed disk is an inconvenience, not a crisis.",
  },
  {
    icon: Headset,
    title: "Managed IT and help desk",
    to: "/WhyUs",
    text: "Your whole IT function, run for you: monitoring, patching, user support and monthly reports, around the clock.",
  },
];

const plans = [
  {
    name: "Essential",
    audience: "Offices with up to 25 users",
    features: [
      "Help desk, Monday to Friday 8:00 to 20:00",
      "On-site response within 8 business hours",
      "Quarterly preventive visit",
      "Patch and antivirus monitoring",
    ],
  },
  {
    name: "Business",
    audience: "Growing companies and branches",
    features: [
      "Help desk 24/7, every day of the year",
      "On-site response within 4 hours in Dubai, Sharjah and Abu Dhabi",
      "Monthly preventive visit",
      "Backup monitoring and quarterly restore tests",
      "Named account engineer",
    ],
    highlighted: true,
  },
  {
    name: "Enterprise",
    audience: "Multi-site and regulated organisations",
    features: [
      "Everything in Business",
      "2-hour critical response with spare parts held for you",
      "Security monitoring and monthly vulnerability scans",
      "Quarterly review with your management",
      "Cover across all six GCC countries",
    ],
  },
];

const questions = [
  {
    question: "Can we start with one service and add others later?",
    answer:
      "Yes. Many clients start with a hardware order or a maintenance contract and add consulting or security later. Everything we deliver is documented, so adding a service never means starting again.",
  },
  {
    question: "Do you support equipment you did not supply?",
    answer:
      "Yes. Before a maintenance contract starts we audit what you have, list anything out of warranty or end-of-life, and agree how it will be handled.",
  },
  {
    question: "How is an annual maintenance contract priced?",
    answer:
      "By the number of users, devices and sites, and by the response time you choose. We quote a fixed yearly fee, payable monthly, quarterly or annually, with no charge per call.",
  },
  {
    question: "Do you work outside the UAE?",
    answer:
      "Yes. Our engineers are based in Dubai and we work with certified partners in Saudi Arabia, Qatar, Oman, Bahrain and Kuwait, under the same contract and service levels.",
  },
];

export default function Services() {
  return (
    <>
      <PageHero eyebrow="Services" title="Every IT service a growing GCC business needs, from one partner">
        <p>
          Advice, equipment and support that fit together: the people who design your network are the people who install
          it and answer when something goes wrong.
        </p>
      </PageHero>

      <Section labelledBy="all-services">
        <SectionHeading
          id="all-services"
          eyebrow="What we do"
          title="Eight services, one point of contact"
          text="Choose what you need today; we keep the rest ready for when you grow."
        />
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {services.map(({ icon: Icon, title, text, to }) => (
            <li key={title} className="flex flex-col rounded-xl border border-slate-200 p-6 shadow-sm">
              <Icon aria-hidden className="size-8 text-brand-600" />
              <h3 className="mt-4 text-lg font-semibold text-navy-900">{title}</h3>
              <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{text}</p>
              <Link
                to={to}
                className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-600 hover:text-navy-900"
              >
                Details<span className="sr-only"> about {title.toLowerCase()}</span>{" "}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <section id="amc" aria-labelledby="amc-heading" className="scroll-mt-20 bg-slate-50 py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <div className="grid items-center gap-12 lg:grid-cols-2">
            <SectionHeading
              id="amc-heading"
              eyebrow="Annual maintenance contracts"
              title="Predictable IT costs and response times in writing"
              text="An AMC covers your computers, servers, network and printers for a fixed yearly fee. Every contract states how quickly we answer, how quickly we arrive, and what we check on each preventive visit."
            />
            <Picture
              name="support-desk"
              alt="Illustration of a help-desk screen listing open support tickets beside a performance chart, with a headset"
              sizes="(min-width: 1024px) 600px, 100vw"
              className="rounded-2xl shadow-lg"
            />
          </div>
          <ul className="mt-12 grid gap-6 lg:grid-cols-3">
            {plans.map((plan) => (
              <li
                key={plan.name}
                className={`rounded-2xl bg-white p-8 shadow-sm ring-1 ${plan.highlighted ? "ring-2 ring-brand-500" : "ring-slate-200"}`}
              >
                <h3 className="text-xl font-bold text-navy-900">{plan.name}</h3>
                <p className="mt-1 text-sm text-slate-600">{plan.audience}</p>
                <ul className="mt-6 space-y-3 text-sm text-slate-700">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-green-600" />
                      {feature}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-slate-600">
            Prices depend on your users, devices and sites.{" "}
            <Link to="/contact" className="font-semibold text-brand-600 underline hover:text-navy-900">
              Ask for a fixed quotation
            </Link>
            .
          </p>
        </div>
      </section>

      <Faq id="services-faq" title="Questions about our services" questions={questions} />

      <CallToAction
        title="Tell us what you need"
        text="Describe your offices and your team; we will suggest the services that fit, with a fixed quotation."
      />
    </>
  );
}
