import { Award, HeartHandshake, MapPin, Scale, ShieldCheck, Users } from "lucide-react";
import { useRouteLoaderData } from "react-router";
import { CallToAction } from "~/components/ui/call-to-action";
import { FeatureGrid } from "~/components/ui/feature-grid";
import { PageHero } from "~/components/ui/page-hero";
import { Picture } from "~/components/ui/picture";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import { pageMeta } from "~/marketing/page-meta";
import { publicPage } from "~/marketing/public-pages";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = (args) => pageMeta(args, publicPage("/about"));

const milestones = [
  {
    year: "2010",
    text: "Founded in Dubai with three engineers, supplying and supporting PCs for trading companies in Deira.",
  },
  { year: "2013", text: "First annual maintenance contracts; the help desk starts answering around the clock." },
  { year: "2016", text: "Consulting practice opens, with network and security designs for clinics and schools." },
  { year: "2019", text: "Partner engineers in Riyadh, Doha and Muscat extend our service levels across the GCC." },
  {
    year: "2022",
    text: "Service centre and warehouse open in Al Quoz, holding stock for next-day delivery in the UAE.",
  },
  {
    year: "Today",
    text: "More than 500 clients in six countries, from single-office firms to groups with 40 branches.",
  },
];

const values = [
  {
    icon: Scale,
    title: "Advice we would follow ourselves",
    text: "We recommend the option that fits your workload and budget, and we explain the trade-offs in writing, even when the answer is to keep what you have.",
  },
  {
    icon: ShieldCheck,
    title: "Security is not an extra",
    text: "Every laptop, firewall and cloud tenant we deliver is hardened before it reaches you: encrypted, patched, backed up and documented.",
  },
  {
    icon: HeartHandshake,
    title: "Relationships measured in years",
    text: "Most of our clients have been with us for more than five years. We keep them by answering quickly and by never surprising them on an invoice.",
  },
  {
    icon: Users,
    title: "Engineers who know your office",
    text: "You get a named account engineer who knows your network, your suppliers and your people, backed by the whole 24/7 team.",
  },
  {
    icon: Award,
    title: "Certified, and kept that way",
    text: "Our engineers hold current vendor certifications in networking, security, Microsoft 365 and server platforms, renewed every year.",
  },
  {
    icon: MapPin,
    title: "Local where it matters",
    text: "Two Dubai sites, stock on the shelf, Arabic- and English-speaking staff, and partners in every GCC capital for on-site work.",
  },
];

export default function About() {
  const company = useRouteLoaderData<typeof rootLoader>("root")?.company;
  return (
    <>
      <PageHero eyebrow="About us" title="A Dubai IT partner that businesses keep for years">
        <p>
          For more than fifteen years {company?.name} has planned, supplied and looked after the technology of companies
          across the Gulf, from a five-person trading office in Deira to healthcare groups with clinics in three
          countries.
        </p>
      </PageHero>

      <Section labelledBy="story" className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="story"
            eyebrow="Our story"
            title="Started in Dubai, grown by referral"
            text="We began by fixing what other suppliers had left half-finished. The clients who called us for that first job kept calling, and introduced us to their partners and landlords. That is still how most of our work arrives."
          />
          <p className="mt-4 leading-7 text-slate-600">
            Today {company?.legalName ?? "our company"} runs a consulting practice, a hardware supply business with its
            own warehouse, and a help desk that answers 24 hours a day, 7 days a week. We work in English and Arabic,
            and we know the practicalities of doing business in the region: free-zone and mainland licensing, customs
            paperwork for shipments to Saudi Arabia and Qatar, and the data-protection rules each country applies.
          </p>
        </div>
        <Picture
          name="dubai-skyline"
          alt="Illustration of the Dubai skyline at sunset, with the Burj Khalifa at its centre"
          sizes="(min-width: 1024px) 600px, 100vw"
          className="rounded-2xl shadow-lg"
        />
      </Section>

      <Section tone="grey" labelledBy="milestones">
        <SectionHeading
          id="milestones"
          eyebrow="Milestones"
          title="Fifteen years in six steps"
          text="How a three-engineer workshop became a GCC-wide IT partner."
        />
        <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {milestones.map((milestone) => (
            <li key={milestone.year} className="rounded-xl border-l-4 border-brand-500 bg-white p-6 shadow-sm">
              <p className="text-2xl font-bold text-navy-900">{milestone.year}</p>
              <p className="mt-2 text-sm leading-6 text-slate-600">{milestone.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section labelledBy="values">
        <SectionHeading
          id="values"
          eyebrow="How we work"
          title="What clients can count on"
          text="Six commitments that shape every proposal, installation and support call."
        />
        <FeatureGrid features={values} />
      </Section>

      <Section tone="navy" labelledBy="offices">
        <SectionHeading
          id="offices"
          eyebrow="Where to find us"
          title="Two sites in Dubai"
          text="Visits by appointment; our engineers come to you anywhere in the UAE."
          dark
        />
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {company?.offices.map((office) => (
            <li key={office.name} className="rounded-xl border border-white/10 bg-white/5 p-6">
              <p className="flex items-center gap-2 text-lg font-semibold">
                <MapPin aria-hidden className="size-5 text-brand-300" /> {office.name}
              </p>
              <address className="mt-3 leading-7 text-slate-300 not-italic">
                {office.streetAddress}
                <br />
                {office.area}, {office.city}, {office.country}
              </address>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction
        title="Let us look at your IT"
        text="A consultant will visit or call, review how your systems are set up and tell you honestly what is worth changing."
      />
    </>
  );
}
