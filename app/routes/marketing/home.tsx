import {
  ArrowRight,
  BadgeCheck,
  Boxes,
  Building2,
  GraduationCap,
  HardDrive,
  Headset,
  HeartPulse,
  Hotel,
  Landmark,
  LineChart,
  MapPin,
  ShieldCheck,
  ShoppingBag,
  Truck,
  Wrench,
} from "lucide-react";
import { Link } from "react-router";
import { CallToAction } from "~/components/ui/call-to-action";
import { SectionHeading } from "~/components/ui/section-heading";
import { pageMeta } from "~/marketing/page-meta";
import { publicPage } from "~/marketing/public-pages";
import { useCompany } from "~/root";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => pageMeta(args, publicPage("/"));

const offerings = [
  {
    icon: LineChart,
    title: "IT consultancy",
    to: "/ItConsulting",
    text: "Independent advice on infrastructure, cloud, cybersecurity and compliance with UAE and Saudi regulations, from a one-day assessment to a multi-year roadmap.",
  },
  {
    icon: HardDrive,
    title: "IT hardware supply in the UAE",
    to: "/ItHardware",
    text: "Laptops, servers, storage, networking and point-of-sale equipment from Dell, HP, Lenovo, Cisco and Fortinet, with local warranty and delivery across the Emirates.",
  },
  {
    icon: Wrench,
    title: "Annual maintenance contracts",
    to: "/services",
    text: "Preventive visits, a help desk that answers 24/7 and guaranteed on-site response times, on one fixed yearly fee that makes IT costs predictable.",
  },
  {
    icon: Boxes,
    title: "Software and products",
    to: "/products",
    text: "Licensing for Microsoft 365, endpoint security, backup and business applications, chosen to fit your team and supported after go-live.",
  },
];

const reasons = [
  {
    icon: BadgeCheck,
    title: "Vendor-neutral advice",
    text: "We recommend what suits your budget and workload, not what carries the best margin, and we put every recommendation in writing.",
  },
  {
    icon: Headset,
    title: "Support that answers at 3 a.m.",
    text: "Our Dubai help desk runs around the clock with engineers, not call-takers, and escalates on-site when a remote fix is not enough.",
  },
  {
    icon: Truck,
    title: "Stock and logistics in Dubai",
    text: "A warehouse in Al Quoz holds common models, so replacements and new starters' equipment arrive in days rather than weeks.",
  },
  {
    icon: ShieldCheck,
    title: "Security built in",
    text: "Every deployment follows CIS benchmarks, with encrypted backups and access reviews that stand up to audits and cyber-insurance questionnaires.",
  },
];

const industries = [
  { icon: ShoppingBag, label: "Retail and e-commerce" },
  { icon: HeartPulse, label: "Healthcare and clinics" },
  { icon: GraduationCap, label: "Schools and universities" },
  { icon: Hotel, label: "Hospitality" },
  { icon: Truck, label: "Logistics and free zones" },
  { icon: Building2, label: "Construction and real estate" },
  { icon: Landmark, label: "Banking and finance" },
  { icon: Boxes, label: "Trading and distribution" },
];

const coverage = [
  { country: "UAE", detail: "Dubai, Abu Dhabi, Sharjah and the Northern Emirates: same-day engineers in Dubai." },
  { country: "Saudi Arabia", detail: "Riyadh, Jeddah and Dammam through certified partner engineers." },
  { country: "Qatar", detail: "Doha projects, hardware shipped with customs paperwork handled." },
  { country: "Oman", detail: "Muscat and Sohar deployments with remote support from Dubai." },
  { country: "Bahrain", detail: "Manama offices supported remotely and on scheduled visits." },
  { country: "Kuwait", detail: "Kuwait City roll-outs and maintenance through local partners." },
];

export default function Home() {
  const company = useCompany();
  return (
    <>
      <section className="relative overflow-hidden bg-navy-950 text-white">
        <div
          aria-hidden
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(217,119,6,0.28),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(27,64,121,0.7),transparent_60%)]"
        />
        <div className="relative mx-auto max-w-7xl px-4 pt-36 pb-24 sm:px-6 lg:pt-44 lg:pb-32">
          <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">
            Dubai-based · Serving the whole GCC
          </p>
          <h1 className="mt-4 max-w-4xl text-4xl leading-tight font-bold sm:text-5xl lg:text-6xl">
            Technology that keeps your business running, from Dubai to Riyadh
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-200">
            {company.name} plans, supplies and maintains the IT that companies across the Gulf depend on: sound advice,
            genuine hardware with local warranty, and engineers who answer day and night.
          </p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link
              to="/contact"
              className="inline-flex items-center gap-2 rounded-md bg-brand-500 px-6 py-3 font-semibold text-navy-950 shadow hover:bg-brand-400"
            >
              Book a free consultation <ArrowRight aria-hidden className="size-4" />
            </Link>
            <Link
              to="/services"
              className="inline-flex items-center rounded-md border border-white/30 px-6 py-3 font-semibold text-white hover:bg-white/10"
            >
              Explore our services
            </Link>
          </div>
          <dl className="mt-16 grid max-w-3xl grid-cols-2 gap-6 sm:grid-cols-4">
            {[
              [company.claims.yearsExperience, "years in the Gulf"],
              [company.claims.happyClients, "clients served"],
              ["6", "GCC countries"],
              ["24/7", "expert support"],
            ].map(([value, label]) => (
              <div key={label} className="flex flex-col border-l-2 border-brand-400 pl-4">
                <dt className="text-sm text-slate-300">{label}</dt>
                <dd className="order-first text-3xl font-bold">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="offerings" className="bg-white py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            id="offerings"
            eyebrow="What we do"
            title="Four ways we look after your IT"
            text="Start with one service or bring them together under a single partner who knows your estate."
          />
          <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {offerings.map(({ icon: Icon, title, text, to }) => (
              <li key={title} className="flex flex-col rounded-xl border border-slate-200 p-6 shadow-sm">
                <Icon aria-hidden className="size-9 text-brand-600" />
                <h3 className="mt-4 text-lg font-semibold text-navy-900">{title}</h3>
                <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{text}</p>
                <Link
                  to={to}
                  className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-600 hover:text-navy-900"
                >
                  Learn more<span className="sr-only"> about {title.toLowerCase()}</span>{" "}
                  <ArrowRight aria-hidden className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="why-us" className="bg-slate-50 py-20">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-3">
          <div>
            <SectionHeading
              id="why-us"
              eyebrow="Why us"
              title="A partner, not a reseller"
              text={`Since our first contract in Dubai, ${company.name} has grown by keeping clients, not chasing them. Most of our work comes from referrals.`}
            />
            <Link
              to="/WhyUs"
              className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-600 hover:text-navy-900"
            >
              Why clients stay with us <ArrowRight aria-hidden className="size-4" />
            </Link>
          </div>
          <ul className="grid gap-8 sm:grid-cols-2 lg:col-span-2">
            {reasons.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <Icon aria-hidden className="size-7 shrink-0 text-brand-600" />
                <div>
                  <h3 className="font-semibold text-navy-900">{title}</h3>
                  <p className="mt-1 text-sm leading-6 text-slate-600">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="industries" className="bg-white py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            id="industries"
            eyebrow="Industries"
            title="We know the systems your sector runs on"
            text="Point-of-sale networks for retailers, patient-data security for clinics, classroom devices for schools: we have deployed them all."
          />
          <ul className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-4">
            {industries.map(({ icon: Icon, label }) => (
              <li
                key={label}
                className="flex items-center gap-3 rounded-lg bg-slate-50 px-4 py-4 text-sm font-medium text-navy-900"
              >
                <Icon aria-hidden className="size-5 shrink-0 text-brand-600" />
                {label}
              </li>
            ))}
          </ul>
          <Link
            to="/AreaWeServe"
            className="mt-8 inline-flex items-center gap-1 font-semibold text-brand-600 hover:text-navy-900"
          >
            See the industries we serve <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
      </section>

      <section aria-labelledby="coverage" className="bg-navy-900 py-20 text-white">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            id="coverage"
            eyebrow="GCC coverage"
            title="One partner across six countries"
            text="Our engineers are based in Dubai; certified partners extend the same service levels to every GCC capital."
            dark
          />
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {coverage.map(({ country, detail }) => (
              <li key={country} className="rounded-xl border border-white/10 bg-white/5 p-5">
                <p className="flex items-center gap-2 font-semibold">
                  <MapPin aria-hidden className="size-4 text-brand-300" /> {country}
                </p>
                <p className="mt-2 text-sm leading-6 text-slate-300">{detail}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CallToAction
        title="Not sure where to start?"
        text="Tell us about your offices, your team and what is slowing you down. A consultant will call you within one business day, free of charge and without obligation."
      />
    </>
  );
}
