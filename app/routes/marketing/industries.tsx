import { Boxes, Building2, GraduationCap, HeartPulse, Hotel, Landmark, MapPin, ShoppingBag, Truck } from "lucide-react";
import { CallToAction } from "~/components/ui/call-to-action";
import { PageHero } from "~/components/ui/page-hero";
import { Picture } from "~/components/ui/picture";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import { pageMeta } from "~/marketing/page-meta";
import type { Route } from "./+types/industries";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

const industries = [
  {
    icon: ShoppingBag,
    title: "Retail and e-commerce",
    need: "Tills that never stop on a Friday evening, stock systems that agree with the shelves, and card payments that pass PCI checks.",
    answer:
      "Point-of-sale hardware, store networks with 4G failover, centrally managed Wi-Fi and monitored firewalls for every branch.",
  },
  {
    icon: HeartPulse,
    title: "Healthcare and clinics",
    need: "Patient records that are always available, never exposed, and kept the way DHA, DoH and MOHAP regulations require.",
    answer:
      "Encrypted devices, segmented networks for medical equipment, tested backups and audits aligned with ADHICS and DHA policy.",
  },
  {
    icon: GraduationCap,
    title: "Schools and universities",
    need: "Hundreds of devices, Wi-Fi that copes with a full classroom, and safe internet access for students.",
    answer:
      "Classroom Wi-Fi design, device management for laptops and iPads, content filtering and holiday-time upgrade projects.",
  },
  {
    icon: Hotel,
    title: "Hospitality",
    need: "Guest Wi-Fi that earns good reviews, back-office systems that run round the clock, and cover during peak season.",
    answer:
      "Guest and staff networks kept apart, property-system support, 24/7 help desk and spare equipment held for each site.",
  },
  {
    icon: Truck,
    title: "Logistics and free zones",
    need: "Warehouses and offices in JAFZA, DAFZA or KEZAD with scanners, label printers and links to shipping systems.",
    answer:
      "Rugged scanners and printers, warehouse Wi-Fi surveys, site-to-site VPNs and customs-ready supply to free-zone addresses.",
  },
  {
    icon: Building2,
    title: "Construction and real estate",
    need: "Project teams on temporary sites, large drawings to share, and staff who move between offices and sites every day.",
    answer:
      "Site cabins connected within days, CAD workstations, cloud file sharing and laptops that stay secure when they travel.",
  },
  {
    icon: Landmark,
    title: "Banking, finance and insurance",
    need: "Strict access control, audit trails and evidence for regulators and cyber-insurers.",
    answer:
      "Multi-factor sign-in everywhere, privileged-access reviews, email security and documented controls mapped to CBUAE and SAMA guidance.",
  },
  {
    icon: Boxes,
    title: "Trading and distribution",
    need: "Accounting and inventory systems that keep up with growth, and offices in several emirates working as one.",
    answer:
      "ERP and accounting systems ready for UAE VAT and corporate tax, branch networks, and one support contract for every location.",
  },
];

const countries = [
  {
    country: "United Arab Emirates",
    detail:
      "Our home market. Engineers on site the same day in Dubai, Sharjah and Ajman; next day in Abu Dhabi and the Northern Emirates.",
  },
  {
    country: "Saudi Arabia",
    detail:
      "Riyadh, Jeddah and the Eastern Province through certified partner engineers, with hardware shipped under the correct import paperwork.",
  },
  {
    country: "Qatar",
    detail: "Projects and support in Doha, with remote help desk from Dubai and scheduled on-site visits.",
  },
  {
    country: "Oman",
    detail: "Muscat and Sohar, supported remotely and by partner engineers for installations and hardware faults.",
  },
  {
    country: "Bahrain",
    detail: "Manama offices supported remotely, with on-site visits planned around project milestones.",
  },
  {
    country: "Kuwait",
    detail: "Kuwait City roll-outs and maintenance through local partners, under one contract with us.",
  },
];

export default function Industries() {
  return (
    <>
      <PageHero eyebrow="Industries we serve" title="IT that fits the way your sector works">
        <p>
          Every industry has its own systems, regulations and busy seasons. These are the sectors we know best, in all
          six GCC countries.
        </p>
      </PageHero>

      <Section labelledBy="sectors">
        <SectionHeading
          id="sectors"
          eyebrow="Sectors"
          title="Eight industries, hundreds of projects"
          text="What each sector asks of its IT, and how we answer."
        />
        <ul className="mt-10 grid gap-6 lg:grid-cols-2">
          {industries.map(({ icon: Icon, title, need, answer }) => (
            <li key={title} className="rounded-xl border border-slate-200 p-6 shadow-sm">
              <h3 className="flex items-center gap-3 text-lg font-semibold text-navy-900">
                <Icon aria-hidden className="size-7 text-brand-600" /> {title}
              </h3>
              <dl className="mt-4 space-y-3 text-sm leading-6">
                <div>
                  <dt className="font-semibold text-slate-700">What it needs</dt>
                  <dd className="text-slate-600">{need}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-slate-700">What we deliver</dt>
                  <dd className="text-slate-600">{answer}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="navy" labelledBy="countries" className="grid gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="countries"
            eyebrow="Where we work"
            title="Six countries, one contract"
            text="Engineers in Dubai and certified partners in every GCC capital, working to the same service levels."
            dark
          />
          <Picture
            name="gcc-network"
            alt="Map-style illustration connecting Dubai with Abu Dhabi, Doha, Manama, Kuwait City, Muscat, Riyadh, Dammam and Jeddah"
            sizes="(min-width: 1024px) 600px, 100vw"
            className="mt-8 rounded-2xl"
          />
        </div>
        <ul className="space-y-4">
          {countries.map(({ country, detail }) => (
            <li key={country} className="rounded-xl border border-white/10 bg-white/5 p-5">
              <p className="flex items-center gap-2 font-semibold">
                <MapPin aria-hidden className="size-4 text-brand-300" /> {country}
              </p>
              <p className="mt-1 text-sm leading-6 text-slate-300">{detail}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction
        title="Is your sector missing?"
        text="We also work with law firms, media agencies, manufacturers and non-profits. Tell us about yours."
      />
    </>
  );
}
