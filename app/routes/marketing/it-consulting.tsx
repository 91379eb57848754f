import { ClipboardCheck, Cloud, Compass, FileSearch, KanbanSquare, Network, ShieldCheck, UserCog } from "lucide-react";
import { CallToAction } from "~/components/ui/call-to-action";
import { Faq } from "~/components/ui/faq";
import { FeatureGrid } from "~/components/ui/feature-grid";
import { PageHero } from "~/components/ui/page-hero";
import { Picture } from "~/components/ui/picture";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import { pageMeta } from "~/marketing/page-meta";
import type { Route } from "./+types/it-consulting";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

const services = [
  {
    icon: FileSearch,
    title: "IT health check",
    text: "A two- to five-day review of your network, devices, cloud services, backups and security, with a prioritised report you can act on.",
  },
  {
    icon: Compass,
    title: "IT strategy and roadmap",
    text: "A three-year plan tied to your business goals and budget: what to replace, what to move to the cloud and what to leave alone.",
  },
  {
    icon: Cloud,
    title: "Cloud migration",
    text: "Moving email, files and servers to Microsoft 365 or Azure UAE regions, planned so people can work on Monday morning.",
  },
  {
    icon: ShieldCheck,
    title: "Cybersecurity and compliance",
    text: "Gap assessments and remediation against the UAE Information Assurance standards, the UAE and Saudi data-protection laws, and ISO 27001.",
  },
  {
    icon: Network,
    title: "Network design",
    text: "Site surveys, Wi-Fi heat maps, firewall and switching designs, and links between branches that keep working when one line fails.",
  },
  {
    icon: ClipboardCheck,
    title: "Vendor selection",
    text: "Independent comparison of ERP, telephony, security or printing proposals, and negotiation support with the shortlisted suppliers.",
  },
  {
    icon: KanbanSquare,
    title: "Project management",
    text: "Office moves, new branches, system replacements and mergers, run by a project lead who coordinates every supplier involved.",
  },
  {
    icon: UserCog,
    title: "Virtual IT manager",
    text: "A senior consultant who attends your management meetings, owns the IT budget and manages suppliers, for a few days a month.",
  },
];

const engagements = [
  {
    title: "Fixed-price assessment",
    text: "A defined scope, a fixed fee and a report within two weeks. The usual first step.",
  },
  { title: "Project", text: "A statement of work with milestones, acceptance criteria and a fixed or capped price." },
  {
    title: "Retained advisory",
    text: "A set number of consultant days each month, for companies without an in-house IT manager.",
  },
];

const questions = [
  {
    question: "What does the free consultation cover?",
    answer:
      "An hour with a senior consultant, on site in the UAE or by video, to understand your situation and suggest next steps. There is no obligation and no sales pressure.",
  },
  {
    question: "Will you insist that we buy hardware or software from you?",
    answer:
      "No. Consulting is a separate service. Many clients take our recommendations to their existing suppliers, and we are happy to brief them.",
  },
  {
    question: "Can you help us prepare for an audit or a cyber-insurance questionnaire?",
    answer:
      "Yes. We map your current controls to what the auditor or insurer asks for, close the gaps, and prepare the evidence: policies, screenshots and reports.",
  },
  {
    question: "Do you work with companies outside Dubai?",
    answer:
      "Yes. Assessments and workshops can be held anywhere in the GCC, and most follow-up work is done remotely with visits at key milestones.",
  },
];

export default function ItConsulting() {
  return (
    <>
      <PageHero eyebrow="IT consulting" title="Independent IT advice for GCC businesses">
        <p>
          Senior consultants who have designed and run IT for retailers, clinics, schools and trading groups help you
          decide what to do next, and then make sure it gets done.
        </p>
      </PageHero>

      <Section labelledBy="consulting-services">
        <SectionHeading
          id="consulting-services"
          eyebrow="What we advise on"
          title="From a health check to a three-year roadmap"
          text="Each engagement ends with something you keep: a report, a design, a plan or a working system."
        />
        <FeatureGrid features={services} columns={4} />
      </Section>

      <Section tone="grey" labelledBy="engagements" className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="engagements"
            eyebrow="Ways to work with us"
            title="Clear scope, clear price"
            text="You know what you will receive and what it costs before any work starts."
          />
          <ul className="mt-8 space-y-4">
            {engagements.map((engagement) => (
              <li key={engagement.title} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                <h3 className="font-semibold text-navy-900">{engagement.title}</h3>
                <p className="mt-1 text-sm leading-6 text-slate-600">{engagement.text}</p>
              </li>
            ))}
          </ul>
        </div>
        <Picture
          name="consulting-workshop"
          alt="Illustration of a whiteboard network diagram linking offices, firewall, cloud, servers and backup, with a quarterly roadmap and two consultants"
          sizes="(min-width: 1024px) 600px, 100vw"
          className="rounded-2xl shadow-lg"
        />
      </Section>

      <Faq id="consulting-faq" title="Questions about consulting" questions={questions} />

      <CallToAction
        title="Start with a free consultation"
        text="One hour with a senior consultant to understand where you are and where you want your IT to be."
      />
    </>
  );
}
