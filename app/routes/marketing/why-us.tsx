import { BadgeCheck, Clock, Headset, Languages, PackageCheck, Quote, ShieldCheck } from "lucide-react";
import { useRouteLoaderData } from "react-router";
import { CallToAction } from "~/components/ui/call-to-action";
import { FeatureGrid } from "~/components/ui/feature-grid";
import { NumberedSteps } from "~/components/ui/numbered-steps";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import { pageMeta } from "~/marketing/page-meta";
import { publicPage } from "~/marketing/public-pages";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/why-us";

export const meta: Route.MetaFunction = (args) => pageMeta(args, publicPage("/WhyUs"));

const reasons = [
  {
    icon: BadgeCheck,
    title: "Vendor-neutral recommendations",
    text: "We supply many brands, so we have no reason to push one. Every proposal compares at least two options and says why we prefer one.",
  },
  {
    icon: Headset,
    title: "A help desk that never closes",
    text: "Call, email or WhatsApp at any hour. An engineer, not a call-taker, picks up, and most problems are fixed remotely on the first call.",
  },
  {
    icon: Clock,
    title: "Response times in the contract",
    text: "On-site response from 2 to 8 hours depending on your plan, measured and reported monthly. If we miss one, the month's fee is reduced.",
  },
  {
    icon: PackageCheck,
    title: "Stock held in Dubai",
    text: "Common laptops, switches, disks and power supplies sit on our shelves in Al Quoz, so replacements arrive the next day, not next month.",
  },
  {
    icon: ShieldCheck,
    title: "Secure by default",
    text: "Disk encryption, multi-factor sign-in, tested backups and documented admin access are part of every installation, not an upsell.",
  },
  {
    icon: Languages,
    title: "Arabic and English",
    text: "Proposals, training and support in both languages, from a team that understands how companies in the Gulf are organised.",
  },
];

const figures = [
  { value: "15+", label: "years serving GCC businesses" },
  { value: "500+", label: "clients, most by referral" },
  { value: "14 min", label: "median time to resolve a help-desk ticket" },
  { value: "97%", label: "of contracts renewed each year" },
];

const steps = [
  {
    title: "Listen",
    text: "A free consultation, on site or by video, to understand your business, your users and what is getting in the way.",
  },
  {
    title: "Propose",
    text: "A written proposal within five business days: options, fixed prices, timelines and what happens after go-live.",
  },
  {
    title: "Deliver",
    text: "A named project lead, installation outside working hours where needed, and documentation you keep.",
  },
  {
    title: "Support",
    text: "The same team looks after what it delivered, with monthly reports and a quarterly review.",
  },
];

const testimonials = [
  {
    quote:
      "We moved 120 staff to new offices over one weekend. On Monday morning every desk had a working laptop, phone and printer, and the help desk was there when people arrived.",
    who: "Operations director, logistics company in Jebel Ali",
  },
  {
    quote:
      "They found that our backups had silently stopped six months earlier. Two weeks later a server failed, and we restored everything before lunch.",
    who: "Practice manager, group of dental clinics in Dubai and Muscat",
  },
  {
    quote:
      "The proposal compared three firewall options honestly, including the cheapest one. That is why we gave them the whole network.",
    who: "Finance manager, trading company in Sharjah",
  },
];

export default function WhyUs() {
  const company = useRouteLoaderData<typeof rootLoader>("root")?.company;
  return (
    <>
      <PageHero eyebrow="Why us" title="Why companies across the GCC trust us with their IT">
        <p>
          Clients stay with {company?.name} because we answer quickly, recommend honestly and put our promises in the
          contract. Here is what that means in practice.
        </p>
      </PageHero>

      <Section labelledBy="reasons">
        <SectionHeading
          id="reasons"
          eyebrow="Six reasons"
          title="What makes the difference"
          text="The things clients mention when they recommend us to others."
        />
        <FeatureGrid features={reasons} />
      </Section>

      <Section tone="navy" labelledBy="figures">
        <h2 id="figures" className="sr-only">
          Our record in figures
        </h2>
        <dl className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {figures.map((figure) => (
            <div key={figure.label} className="flex flex-col border-l-2 border-brand-400 pl-5">
              <dt className="text-sm text-slate-300">{figure.label}</dt>
              <dd className="order-first text-4xl font-bold">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section tone="grey" labelledBy="how-we-work">
        <SectionHeading
          id="how-we-work"
          eyebrow="How we work"
          title="Four steps, no surprises"
          text="The same process for a ten-laptop order and a three-country network."
        />
        <NumberedSteps steps={steps} />
      </Section>

      <Section labelledBy="clients-say">
        <SectionHeading
          id="clients-say"
          eyebrow="Clients"
          title="In their words"
          text="Shared with permission; names withheld at our clients' request."
        />
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.who} className="flex flex-col rounded-xl bg-slate-50 p-6">
              <Quote aria-hidden className="size-8 text-brand-500" />
              <blockquote className="mt-3 flex-1 leading-7 text-slate-700">{testimonial.quote}</blockquote>
              <p className="mt-4 text-sm font-semibold text-navy-900">{testimonial.who}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction
        title="See for yourself"
        text="Book a free consultation. If we are not the right fit, we will say so and point you to someone who is."
      />
    </>
  );
}
