import { Link } from "react-router";
import { ProsePage } from "~/components/ui/prose-page";
import { pageMeta } from "~/marketing/page-meta";
import type { Route } from "./+types/alt-text-guide";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AltTextGuide() {
  return (
    <ProsePage
      eyebrow="Resources"
      title="Alt text guide for product and service images"
      updated="22 November 2026"
      intro={
        <p>
          How to describe images so that people using screen readers, people on slow connections and search engines all
          understand them.
        </p>
      }
    >
      <h2>What alt text is for</h2>
      <p>
        Alternative text (the <code>alt</code> attribute) replaces an image when it cannot be seen: it is read aloud by
        screen readers, shown when an image fails to load, and used by search engines to understand the picture. Good
        alt text says what the image shows that matters on this page, in plain words.
      </p>

      <h2>Rules of thumb</h2>
      <ul>
        <li>
          <strong>Describe the purpose, not just the pixels.</strong> On a product page, the model matters; on a team
          page, the people do.
        </li>
        <li>
          <strong>Be specific and brief.</strong> Aim for one sentence, usually under 125 characters.
        </li>
        <li>
          <strong>Skip "image of" and "picture of".</strong> Screen readers already announce that it is an image.
        </li>
        <li>
          <strong>Include visible text.</strong> If the image contains words (a label, a slogan, a price), the alt text
          must contain them too.
        </li>
        <li>
          <strong>Use an empty alt for decoration.</strong> Backgrounds, dividers and icons next to a text label get{" "}
          <code>alt=""</code> so they are skipped.
        </li>
        <li>
          <strong>Do not stuff keywords.</strong> Describe the image honestly; a natural mention of the product name is
          enough for search engines.
        </li>
      </ul>

      <h2>Examples from IT product pages</h2>
      <table>
        <thead>
          <tr>
            <th>Image</th>
            <th>Poor alt text</th>
            <th>Good alt text</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Laptop product photo</td>
            <td>laptop</td>
            <td>Dell Latitude 5450 laptop, open, showing its backlit Arabic-English keyboard</td>
          </tr>
          <tr>
            <td>Rack of servers</td>
            <td>servers servers Dubai best servers</td>
            <td>Two HPE ProLiant DL380 servers installed in a client's rack with redundant power cables</td>
          </tr>
          <tr>
            <td>Network diagram</td>
            <td>diagram</td>
            <td>Diagram: head office firewall connected by VPN to branches in Sharjah and Abu Dhabi</td>
          </tr>
          <tr>
            <td>Brand logo used as a link</td>
            <td>logo</td>
            <td>Fortinet (the destination, when the logo is the only content of a link)</td>
          </tr>
          <tr>
            <td>Decorative background pattern</td>
            <td>blue pattern</td>
            <td>(empty: alt="")</td>
          </tr>
        </tbody>
      </table>

      <h2>Charts and diagrams</h2>
      <p>
        Give the conclusion in the alt text ("Help-desk tickets fell by 40% after the Intune roll-out") and put the full
        data in the text or a table next to the chart, where everyone can read it.
      </p>

      <h2>For suppliers uploading product images</h2>
      <ol>
        <li>Name the brand and model exactly as on the product.</li>
        <li>Mention the view or the feature shown: front, ports, keyboard, rack ears.</li>
        <li>Add the colour or variant when you sell several.</li>
        <li>Keep each image's alt text different: several photos of one product show different things.</li>
      </ol>
      <p>
        Titles and descriptions matter as much: see our <Link to="/seo-meta-guide">SEO meta guide</Link>.
      </p>
    </ProsePage>
  );
}
