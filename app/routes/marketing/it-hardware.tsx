import { Banknote, PackageCheck, Recycle, ScanLine, Settings2, ShieldCheck, Tags, Truck } from "lucide-react";
import { Link } from "react-router";
import { CallToAction } from "~/components/ui/call-to-action";
import { Faq } from "~/components/ui/faq";
import { FeatureGrid } from "~/components/ui/feature-grid";
import { NumberedSteps } from "~/components/ui/numbered-steps";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import { pageMeta } from "~/marketing/page-meta";
import type { Route } from "./+types/it-hardware";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

const services = [
  {
    icon: ShieldCheck,
    title: "Genuine, with UAE warranty",
    text: "Bought through authorised distributors only, so manufacturer warranty is honoured locally and firmware updates keep coming.",
  },
  {
    icon: Banknote,
    title: "Bulk and project pricing",
    text: "Volume and project registrations with the manufacturers, passed on to you, with quotations valid long enough for your approvals.",
  },
  {
    icon: Settings2,
    title: "Configured before delivery",
    text: "Windows or macOS set up with your apps, security and device management, so users sign in and start working.",
  },
  {
    icon: Tags,
    title: "Asset tagging and records",
    text: "Each device labelled and recorded with serial number, user, warranty end date and location, ready for your auditors.",
  },
  {
    icon: Truck,
    title: "Delivery and installation",
    text: "Free delivery in Dubai, Sharjah and Abu Dhabi; installation at your desks, in your server room or at a new site.",
  },
  {
    icon: PackageCheck,
    title: "Spares and replacements",
    text: "Common parts held in Dubai; for contract clients, a replacement laptop the next business day while theirs is repaired.",
  },
  {
    icon: ScanLine,
    title: "Leasing and rental",
    text: "Spread the cost over 24 to 48 months through our leasing partners, or rent equipment for events and short projects.",
  },
  {
    icon: Recycle,
    title: "Secure disposal",
    text: "Old equipment collected, disks wiped to NIST 800-88 or destroyed, with certificates, and the rest recycled responsibly.",
  },
];

const steps = [
  { title: "Tell us what people need", text: "Roles, software and budget, or simply the models you already use." },
  {
    title: "Receive a quotation",
    text: "Usually the same business day, with alternatives when stock or price suggests a better option.",
  },
  { title: "We prepare everything", text: "Ordering, configuration, tagging and testing in our Al Quoz workshop." },
  { title: "Delivered and installed", text: "At a time that suits you, with old equipment taken away if you wish." },
];

const questions = [
  {
    question: "How quickly can you deliver?",
    answer:
      "Items in our Dubai stock are delivered within one to two business days in the UAE. Configured roll-outs of 20 to 100 laptops typically take one to two weeks from order.",
  },
  {
    question: "Do you deliver outside the UAE?",
    answer:
      "Yes, to all GCC countries. We prepare the commercial invoice, certificates of origin and other import paperwork, or work with your freight forwarder.",
  },
  {
    question: "Can we pay in instalments?",
    answer:
      "Yes, through leasing over 24 to 48 months, subject to the leasing partner's approval. Rental is also available for short projects.",
  },
  {
    question: "What happens when a device fails under warranty?",
    answer:
      "We log the case with the manufacturer and arrange the repair. Clients on a maintenance contract receive a loan device the next business day.",
  },
];

export default function ItHardware() {
  return (
    <>
      <PageHero eyebrow="IT hardware" title="An IT hardware supplier in Dubai that does more than deliver boxes">
        <p>
          We source the right equipment at a fair price, prepare it so it works on day one, keep records for your
          auditors and take old devices away safely. See the brands and product families on our{" "}
          <Link to="/hardware" className="font-semibold text-brand-300 underline hover:text-white">
            hardware range
          </Link>{" "}
          page.
        </p>
      </PageHero>

      <Section labelledBy="supply-service">
        <SectionHeading
          id="supply-service"
          eyebrow="The supply service"
          title="Everything around the purchase, handled"
          text="Eight things that are included or available with every order."
        />
        <FeatureGrid features={services} columns={4} />
      </Section>

      <Section tone="grey" labelledBy="ordering">
        <SectionHeading
          id="ordering"
          eyebrow="Ordering"
          title="Four steps from request to working desk"
          text="Most orders follow exactly this path."
        />
        <NumberedSteps steps={steps} />
      </Section>

      <Faq id="hardware-faq" title="Questions about hardware supply" questions={questions} />

      <CallToAction
        title="Planning a purchase or a roll-out?"
        text="Send us your list. You will have a quotation, usually the same business day."
        action="Request a quotation"
      />
    </>
  );
}
