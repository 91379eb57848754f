import {
  BatteryCharging,
  Cpu,
  HardDrive,
  Laptop,
  Monitor,
  Printer,
  Router,
  Server,
  ShoppingCart,
  Usb,
} from "lucide-react";
import { Link } from "react-router";
import { CallToAction } from "~/components/ui/call-to-action";
import { PageHero } from "~/components/ui/page-hero";
import { Picture } from "~/components/ui/picture";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import { pageMeta } from "~/marketing/page-meta";
import type { Route } from "./+types/hardware";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

const ranges = [
  {
    icon: Laptop,
    title: "Laptops and notebooks",
    brands: "Dell Latitude, HP EliteBook and ProBook, Lenovo ThinkPad, Apple MacBook Air and Pro",
    text: "Business models with three-year on-site warranty, Arabic-English keyboards and Windows 11 Pro, enrolled in Intune before delivery.",
  },
  {
    icon: Cpu,
    title: "Desktops and workstations",
    brands: "Dell OptiPlex and Precision, HP Elite and Z workstations, Lenovo ThinkCentre",
    text: "Compact desktops for reception and accounts, and certified workstations for CAD, rendering and engineering teams.",
  },
  {
    icon: Server,
    title: "Servers",
    brands: "Dell PowerEdge, HPE ProLiant, Lenovo ThinkSystem",
    text: "Tower and rack servers sized to your workloads, with redundant power and disks, remote management and five-year support options.",
  },
  {
    icon: HardDrive,
    title: "Storage and NAS",
    brands: "Synology, QNAP, Dell PowerVault, HPE MSA",
    text: "File servers and backup targets with snapshots, from two-bay office units to rack storage for virtual servers.",
  },
  {
    icon: Router,
    title: "Networking",
    brands: "Cisco and Meraki, Fortinet, HPE Aruba Networking, Ubiquiti",
    text: "Firewalls, switches and Wi-Fi access points, plus the racks, patch panels and cabling to install them properly.",
  },
  {
    icon: Printer,
    title: "Printers and scanners",
    brands: "HP LaserJet, Canon imageRUNNER, Epson WorkForce, Fujitsu scanners",
    text: "Office printers and multifunction copiers, on purchase or on a cost-per-page contract that includes toner and servicing.",
  },
  {
    icon: ShoppingCart,
    title: "Point of sale",
    brands: "HP Engage, Epson receipt printers, Zebra barcode scanners and label printers",
    text: "Tills, receipt printers, scanners and cash drawers for shops, restaurants and warehouses, set up with your POS software.",
  },
  {
    icon: BatteryCharging,
    title: "Power protection",
    brands: "APC by Schneider Electric, Eaton",
    text: "UPS units sized to your equipment, so a power cut in summer does not corrupt a server or stop the tills.",
  },
  {
    icon: Monitor,
    title: "Displays and meeting rooms",
    brands: "Dell and HP monitors, Samsung and LG displays, Logitech and Poly video bars",
    text: "Desk monitors, reception screens and complete meeting-room kits for Teams and Zoom.",
  },
  {
    icon: Usb,
    title: "Accessories and spares",
    brands: "Docking stations, headsets, keyboards, adapters and replacement parts",
    text: "The small items that keep people working, held in stock in Dubai for next-day delivery.",
  },
];

export default function Hardware() {
  return (
    <>
      <PageHero eyebrow="Hardware" title="The business hardware we supply across the UAE and GCC">
        <p>
          Genuine products from authorised distribution with UAE warranty, configured in our Al Quoz workshop and
          delivered ready to switch on. Below is the range we supply most; we source almost anything else on request.
        </p>
      </PageHero>

      <Section labelledBy="ranges">
        <SectionHeading
          id="ranges"
          eyebrow="Our range"
          title="Ten product families, the brands you know"
          text="Every item can be quoted with delivery, installation and an annual maintenance contract."
        />
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {ranges.map(({ icon: Icon, title, brands, text }) => (
            <li key={title} className="flex gap-5 rounded-xl border border-slate-200 p-6 shadow-sm">
              <Icon aria-hidden className="size-9 shrink-0 text-brand-600" />
              <div>
                <h3 className="text-lg font-semibold text-navy-900">{title}</h3>
                <p className="mt-1 text-sm font-medium text-slate-500">{brands}</p>
                <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="grey" labelledBy="delivered" className="grid items-center gap-12 lg:grid-cols-2">
        <Picture
          name="server-room"
          alt="Illustration of two server racks with status lights beside a laptop showing charts and boxed equipment ready for delivery"
          sizes="(min-width: 1024px) 600px, 100vw"
          className="rounded-2xl shadow-lg"
        />
        <div>
          <SectionHeading
            id="delivered"
            eyebrow="Delivered ready"
            title="Unboxed, configured and tested before it reaches you"
            text="Laptops arrive with your apps and security policies; servers arrive racked, cabled and monitored. We take the packaging away too."
          />
          <p className="mt-6 leading-7 text-slate-600">
            Buying for a new office, a roll-out or a replacement cycle? Our{" "}
            <Link to="/ItHardware" className="font-semibold text-brand-600 underline hover:text-navy-900">
              IT hardware supply service
            </Link>{" "}
            covers sourcing, bulk pricing, asset tagging, leasing and secure disposal of old equipment.
          </p>
        </div>
      </Section>

      <CallToAction
        title="Need a quotation?"
        text="Send us a list, a photo of a label or just a description of what people need to do; we will match it to the right models."
      />
    </>
  );
}
