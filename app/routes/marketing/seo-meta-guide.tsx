import { Link } from "react-router";
import { ProsePage } from "~/components/ui/prose-page";
import { pageMeta } from "~/marketing/page-meta";
import type { Route } from "./+types/seo-meta-guide";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function SeoMetaGuide() {
  return (
    <ProsePage
      eyebrow="Resources"
      title="SEO meta guide: titles and descriptions that get clicked"
      updated="22 November 2026"
      intro={
        <p>
          The guide our team follows for every page we publish, shared for our clients and registered suppliers writing
          their own product and service pages.
        </p>
      }
    >
      <h2>Why titles and descriptions matter</h2>
      <p>
        The page title and the meta description are usually what a search engine shows for your page. The title is one
        of the strongest signals of what the page is about; the description does not change rankings, but it decides
        whether someone searching for "HP laptop supplier Dubai" chooses your result or the one below it.
      </p>

      <h2>Page titles</h2>
      <ul>
        <li>
          <strong>One page, one title.</strong> Every page needs its own title. Duplicate titles make search engines
          guess which page to show.
        </li>
        <li>
          <strong>Lead with what the searcher wants.</strong> Put the product or service first and the company name
          last: "Dell Latitude 5450 business laptops in Dubai | Company".
        </li>
        <li>
          <strong>Keep it to about 55 to 60 characters.</strong> Longer titles are cut off on a phone screen.
        </li>
        <li>
          <strong>Name the place when it matters.</strong> Buyers search with a location: "Dubai", "UAE", "Riyadh". Use
          the one you actually serve.
        </li>
        <li>
          <strong>Avoid keyword lists.</strong> "Laptops, Laptop, Cheap Laptops Dubai UAE" reads as spam to people and
          to search engines.
        </li>
      </ul>

      <h2>Meta descriptions</h2>
      <ul>
        <li>Write 140 to 160 characters that summarise the page and give a reason to click.</li>
        <li>Mention what sets the offer apart: UAE warranty, next-day delivery, 24/7 support, bulk pricing.</li>
        <li>End with what the reader can do: "Request a quotation", "Compare models", "Book a free consultation".</li>
        <li>Describe this page only; never reuse one description across the site.</li>
      </ul>

      <h2>Examples</h2>
      <table>
        <thead>
          <tr>
            <th>Page</th>
            <th>Weak</th>
            <th>Better</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Product</td>
            <td>Products | Company</td>
            <td>Fortinet FortiGate 60F firewall for small offices in the UAE | Company</td>
          </tr>
          <tr>
            <td>Service</td>
            <td>Services</td>
            <td>Annual IT maintenance contracts in Dubai with 4-hour response | Company</td>
          </tr>
          <tr>
            <td>Description</td>
            <td>We sell many products at good prices.</td>
            <td>
              Genuine FortiGate firewalls with UAE warranty, configured and installed by certified engineers. Next-day
              delivery in Dubai. Request a quotation.
            </td>
          </tr>
        </tbody>
      </table>

      <h2>Other tags worth setting</h2>
      <ul>
        <li>
          <strong>Canonical URL:</strong> when the same page can be reached at several addresses (with tracking
          parameters, for example), the canonical tag names the one address to index.
        </li>
        <li>
          <strong>Open Graph and Twitter card tags:</strong> control the title, description and image shown when the
          page is shared on LinkedIn, WhatsApp or X.
        </li>
        <li>
          <strong>Language:</strong> declare the page language, and if you publish in Arabic too, link the two versions
          with <code>hreflang</code>.
        </li>
      </ul>

      <h2>Checklist before publishing</h2>
      <ol>
        <li>The title is unique, under 60 characters, and starts with the product or service.</li>
        <li>The description is unique, under 160 characters, and ends with a call to action.</li>
        <li>The canonical URL points to this page's main address.</li>
        <li>The sharing image is at least 1200 × 630 pixels.</li>
        <li>
          Images have useful alternative text: see our <Link to="/alt-text-guide">alt text guide</Link>.
        </li>
      </ol>
      <p>
        For the bigger picture, read our <Link to="/seo-strategy">SEO strategy for IT businesses in the GCC</Link>.
      </p>
    </ProsePage>
  );
}
