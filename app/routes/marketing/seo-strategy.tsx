import { Link } from "react-router";
import { ProsePage } from "~/components/ui/prose-page";
import { pageMeta } from "~/marketing/page-meta";
import type { Route } from "./+types/seo-strategy";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function SeoStrategy() {
  return (
    <ProsePage
      eyebrow="Resources"
      title="SEO strategy for IT businesses in the GCC"
      updated="22 November 2026"
      intro={
        <p>
          A practical plan for IT suppliers and service companies that want to be found by buyers in the UAE, Saudi
          Arabia, Qatar, Oman, Bahrain and Kuwait. It is the approach we use for our own website.
        </p>
      }
    >
      <h2>1. Start from how buyers search</h2>
      <p>
        Business buyers in the Gulf search with three things in mind: the product or service, the place, and the
        urgency. "Laptop supplier Dubai", "IT AMC Sharjah price", "firewall installation Riyadh". List the products and
        services you actually sell, then the cities and countries you really serve, and combine them. That list, not a
        generic keyword tool, is the backbone of the strategy.
      </p>

      <h2>2. One strong page per service and place</h2>
      <ul>
        <li>
          Give each main service its own page with specific detail: brands, response times, prices or price ranges,
          delivery areas.
        </li>
        <li>
          Create country or city pages only where you have something specific to say: local partners, delivery times,
          regulations.
        </li>
        <li>Avoid near-identical pages that only swap the city name; they compete with each other and rarely rank.</li>
      </ul>

      <h2>3. Publish in English and Arabic</h2>
      <p>
        Many decision-makers search in Arabic, especially in Saudi Arabia and for government and education buyers.
        Translate your most important pages properly (not by machine alone), publish them at their own addresses, and
        connect the two versions with <code>hreflang</code> tags.
      </p>

      <h2>4. Technical foundations</h2>
      <ul>
        <li>
          <strong>Speed:</strong> pages should load in under two seconds on a mobile connection. Compress images, serve
          modern formats and avoid heavy scripts.
        </li>
        <li>
          <strong>Complete HTML:</strong> make sure each page's content is in the HTML the server sends, not only added
          by JavaScript later.
        </li>
        <li>
          <strong>Structure:</strong> a sitemap.xml, a robots.txt that keeps private areas out of search, one canonical
          URL per page and structured data describing your organisation and offices.
        </li>
        <li>
          <strong>Titles and descriptions:</strong> unique for every page; see our{" "}
          <Link to="/seo-meta-guide">SEO meta guide</Link>.
        </li>
        <li>
          <strong>Accessibility:</strong> headings in order, links that say where they go, and alternative text for
          images; see our <Link to="/alt-text-guide">alt text guide</Link>.
        </li>
      </ul>

      <h2>5. Local presence</h2>
      <p>
        Claim and complete your business profiles on the major map services for each office, with the same name, address
        and phone number as on your website. Ask satisfied clients for reviews, and answer every review, good or bad.
      </p>

      <h2>6. Content that earns links</h2>
      <p>
        Guides that answer real buyer questions attract links from partners, associations and the press: how to prepare
        for UAE corporate tax in your accounting system, what a good IT maintenance contract includes, how to choose a
        firewall for a 30-person office. Write from experience, with specific numbers, and update them when the facts
        change.
      </p>

      <h2>7. Measure what matters</h2>
      <ul>
        <li>Enquiries and quotation requests from organic search, not just visits.</li>
        <li>Rankings for your core service-and-place combinations, checked monthly.</li>
        <li>Pages that attract visitors but no enquiries: improve their calls to action first.</li>
      </ul>

      <h2>A 90-day plan</h2>
      <ol>
        <li>Weeks 1 to 2: fix technical issues, write unique titles and descriptions, submit the sitemap.</li>
        <li>Weeks 3 to 6: rewrite your five most important service pages with specific detail.</li>
        <li>Weeks 7 to 10: complete local business profiles and publish two in-depth guides.</li>
        <li>Weeks 11 to 13: translate the top pages into Arabic and review the results.</li>
      </ol>
    </ProsePage>
  );
}
