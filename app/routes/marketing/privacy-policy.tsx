import { Link } from "react-router";
import { ProsePage } from "~/components/ui/prose-page";
import { pageMeta } from "~/marketing/page-meta";
import { useCompany } from "~/root";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function PrivacyPolicy() {
  const company = useCompany();
  const office = company.offices[0];
  return (
    <ProsePage
      eyebrow="Legal"
      title="Privacy policy"
      updated="22 November 2026"
      intro={<p>What personal data we collect, why, how long we keep it and the rights you have over it.</p>}
    >
      <h2>Who we are</h2>
      <p>
        {company.legalName} ("we", "us") is an IT consultancy and IT hardware supplier registered in Dubai, United Arab
        Emirates, with its head office at {office?.streetAddress}, {office?.area}, {office?.city}. We are the controller
        of the personal data described here. We process it in line with the UAE Federal Decree-Law No. 45 of 2021 on the
        Protection of Personal Data and, where it applies, the data-protection laws of the other GCC countries we serve.
      </p>

      <h2>What we collect and why</h2>
      <h3>Consultation requests</h3>
      <p>
        When you ask for a free consultation we collect your name, company, email address, phone number, country, the
        service you are interested in, how you prefer to be contacted and your message. We use them to answer your
        request and, if you become a client, to provide our services. Our legal basis is your request and our legitimate
        interest in answering it. We also record the IP address the request came from, to protect the form against
        abuse.
      </p>
      <h3>Supplier registrations</h3>
      <p>
        Suppliers and partners who register give us company details, trade licence and tax registration numbers, contact
        details, the products and brands they supply and, optionally, a copy of their trade licence. We use them to
        verify the supplier, to run the supplier portal and to contact the supplier about their account. Our legal basis
        is the contract between us.
      </p>
      <h3>Payments</h3>
      <p>
        Registration fees and subscriptions are paid by card through our payment provider, Stripe. Card details go
        directly to Stripe and never reach our servers. We keep a record of each payment (amount, date, plan and the
        provider's reference) for accounting and tax purposes.
      </p>
      <h3>Emails we send</h3>
      <p>
        We keep a log of the service emails we send you (for example a tax invoice or a password link): the address,
        subject, content and whether delivery succeeded, so that we can answer questions about them.
      </p>

      <h2>Cookies</h2>
      <p>
        The public website sets no advertising or analytics cookies. The supplier portal and the admin area set one
        cookie to keep you signed in; it is strictly necessary and is removed when you sign out or when it expires.
      </p>

      <h2>Who we share data with</h2>
      <p>We never sell personal data. We share it only with:</p>
      <ul>
        <li>
          service providers who host our systems, deliver our emails and process card payments, under contracts that
          require them to protect it;
        </li>
        <li>our partner engineers in other GCC countries, when they carry out work for you at your request;</li>
        <li>authorities, where the law requires it.</li>
      </ul>
      <p>
        Some of these providers may process data outside the UAE. When they do, we rely on the safeguards the law
        allows, such as contractual clauses that keep your data protected to UAE standards.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>Consultation requests that do not lead to work: 24 months from your last contact with us.</li>
        <li>Client and supplier records: for the duration of the relationship and 5 years after it ends.</li>
        <li>Payment and accounting records: as long as UAE tax law requires, currently at least 5 years.</li>
        <li>Email logs: 24 months.</li>
      </ul>

      <h2>How we protect it</h2>
      <p>
        Data is encrypted in transit, access is limited to the staff who need it and protected by multi-factor sign-in,
        passwords are stored only as salted hashes, and backups are encrypted. We review these controls every year.
      </p>

      <h2>Your rights</h2>
      <p>
        You may ask for a copy of the personal data we hold about you, ask us to correct or delete it, object to or
        restrict its processing, and ask for it in a portable format. You may withdraw consent where we relied on it. To
        exercise any of these rights, write to <a href={`mailto:${company.email}`}>{company.email}</a>; we answer within
        30 days. You may also complain to the UAE Data Office.
      </p>

      <h2>Changes</h2>
      <p>
        When we change this policy we update the date at the top. Significant changes are announced by email to
        registered suppliers. See also our <Link to="/terms-of-service">terms of service</Link>.
      </p>
    </ProsePage>
  );
}
