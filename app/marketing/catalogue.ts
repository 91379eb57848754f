/** The software and products we supply and support; the /products page searches it. */
export interface CatalogueItem {
  slug: string;
  name: string;
  vendor: string;
  category: CategoryId;
  description: string;
  licensing: string;
  tags: string[];
}

export const categories = [
  { id: "productivity", label: "Productivity and collaboration" },
  { id: "security", label: "Security" },
  { id: "backup", label: "Backup and continuity" },
  { id: "management", label: "Device and IT management" },
  { id: "networking", label: "Networking" },
  { id: "business-apps", label: "Business applications" },
] as const;

export type CategoryId = (typeof categories)[number]["id"];

export const catalogue: CatalogueItem[] = [
  {
    slug: "microsoft-365-business-premium",
    name: "Microsoft 365 Business Premium",
    vendor: "Microsoft",
    category: "productivity",
    description:
      "Office apps, Exchange email, Teams and SharePoint with Intune device management and Defender protection in one licence; our default for companies up to 300 users.",
    licensing: "Per user, monthly or annual commitment",
    tags: ["email", "office", "teams", "intune", "defender", "cloud"],
  },
  {
    slug: "microsoft-365-business-standard",
    name: "Microsoft 365 Business Standard",
    vendor: "Microsoft",
    category: "productivity",
    description:
      "Desktop Office apps, business email on your own domain, Teams meetings and 1 TB of OneDrive storage per user.",
    licensing: "Per user, monthly or annual commitment",
    tags: ["email", "office", "teams", "onedrive", "cloud"],
  },
  {
    slug: "google-workspace-business",
    name: "Google Workspace Business Standard",
    vendor: "Google",
    category: "productivity",
    description:
      "Gmail on your domain, Meet, Drive and Docs, with migration from your current mail system handled by our team.",
    licensing: "Per user, monthly or annual",
    tags: ["email", "gmail", "docs", "meet", "cloud"],
  },
  {
    slug: "teams-rooms",
    name: "Microsoft Teams Rooms",
    vendor: "Microsoft with Logitech or Poly",
    category: "productivity",
    description:
      "Meeting-room kits with camera, microphones and a touch console that start a Teams call with one tap; installed and tested in your rooms.",
    licensing: "Hardware purchase plus per-room licence",
    tags: ["video", "meeting room", "conference", "teams"],
  },
  {
    slug: "adobe-acrobat-pro",
    name: "Adobe Acrobat Pro",
    vendor: "Adobe",
    category: "productivity",
    description:
      "Create, edit, sign and protect PDF documents; includes e-signatures accepted for most commercial contracts in the UAE.",
    licensing: "Per user, annual",
    tags: ["pdf", "e-signature", "documents"],
  },
  {
    slug: "defender-for-business",
    name: "Microsoft Defender for Business",
    vendor: "Microsoft",
    category: "security",
    description:
      "Endpoint detection and response for Windows, macOS, iOS and Android, managed from the same console as Microsoft 365.",
    licensing: "Per user, up to five devices each",
    tags: ["antivirus", "edr", "endpoint", "ransomware"],
  },
  {
    slug: "crowdstrike-falcon-go",
    name: "CrowdStrike Falcon Go",
    vendor: "CrowdStrike",
    category: "security",
    description:
      "Lightweight next-generation antivirus that stops ransomware and malware without slowing laptops; suited to small teams.",
    licensing: "Per device, annual",
    tags: ["antivirus", "edr", "endpoint", "ransomware"],
  },
  {
    slug: "sophos-intercept-x",
    name: "Sophos Intercept X",
    vendor: "Sophos",
    category: "security",
    description:
      "Endpoint protection with anti-ransomware roll-back and optional 24/7 managed detection and response by Sophos analysts.",
    licensing: "Per device, annual",
    tags: ["antivirus", "edr", "mdr", "endpoint"],
  },
  {
    slug: "fortigate",
    name: "FortiGate next-generation firewall",
    vendor: "Fortinet",
    category: "security",
    description:
      "Firewall, VPN and web filtering for offices of every size; we size the model to your internet line and configure it to CIS guidance.",
    licensing: "Appliance plus annual security subscription",
    tags: ["firewall", "vpn", "utm", "web filtering", "sd-wan"],
  },
  {
    slug: "mimecast-email-security",
    name: "Mimecast Email Security",
    vendor: "Mimecast",
    category: "security",
    description:
      "Filters phishing, impersonation and malware before it reaches Microsoft 365 or Google mailboxes, with continuity if your mail service fails.",
    licensing: "Per user, annual",
    tags: ["email", "phishing", "spam", "archiving"],
  },
  {
    slug: "knowbe4",
    name: "KnowBe4 security awareness training",
    vendor: "KnowBe4",
    category: "security",
    description:
      "Short training modules in English and Arabic and simulated phishing campaigns that show who needs more help.",
    licensing: "Per user, annual",
    tags: ["training", "phishing", "awareness", "arabic"],
  },
  {
    slug: "veeam-backup",
    name: "Veeam Backup & Replication",
    vendor: "Veeam",
    category: "backup",
    description:
      "Image-level backup and fast restore for physical servers, VMware and Hyper-V, with immutable copies that ransomware cannot delete.",
    licensing: "Per workload, annual",
    tags: ["backup", "server", "vmware", "hyper-v", "ransomware"],
  },
  {
    slug: "veeam-microsoft-365",
    name: "Veeam Backup for Microsoft 365",
    vendor: "Veeam",
    category: "backup",
    description:
      "Daily backups of Exchange Online, OneDrive, SharePoint and Teams, kept in a UAE data centre for as long as you need.",
    licensing: "Per user, annual",
    tags: ["backup", "email", "microsoft 365", "retention"],
  },
  {
    slug: "acronis-cyber-protect",
    name: "Acronis Cyber Protect",
    vendor: "Acronis",
    category: "backup",
    description:
      "Backup, anti-malware and patch management in one agent for laptops and servers, with cloud copies stored in the region.",
    licensing: "Per device, annual",
    tags: ["backup", "laptop", "server", "patching"],
  },
  {
    slug: "synology-active-backup",
    name: "Synology NAS with Active Backup",
    vendor: "Synology",
    category: "backup",
    description:
      "An on-site storage appliance that backs up PCs, servers and Microsoft 365 with no per-device licence fees.",
    licensing: "Hardware purchase, no subscription",
    tags: ["nas", "backup", "storage", "file server"],
  },
  {
    slug: "microsoft-intune",
    name: "Microsoft Intune",
    vendor: "Microsoft",
    category: "management",
    description:
      "Enrol, configure and wipe company laptops and phones remotely; new starters receive a laptop that sets itself up on first sign-in.",
    licensing: "Per user, included in Business Premium",
    tags: ["mdm", "devices", "autopilot", "mobile"],
  },
  {
    slug: "ninjaone",
    name: "NinjaOne remote monitoring",
    vendor: "NinjaOne",
    category: "management",
    description:
      "The monitoring and patching platform our help desk uses to keep your computers updated and to fix problems without a visit.",
    licensing: "Per device, monthly, included in our AMC plans",
    tags: ["rmm", "patching", "monitoring", "remote support"],
  },
  {
    slug: "jamf-now",
    name: "Jamf for Mac and iPad",
    vendor: "Jamf",
    category: "management",
    description:
      "Management for Apple devices in design studios, schools and executive teams: apps, settings and security from one console.",
    licensing: "Per device, annual",
    tags: ["mac", "apple", "ipad", "mdm"],
  },
  {
    slug: "servicedesk-plus",
    name: "ManageEngine ServiceDesk Plus",
    vendor: "ManageEngine",
    category: "management",
    description:
      "An IT help-desk and asset register for in-house IT teams, set up with your categories, approvals and service levels.",
    licensing: "Per technician, annual or perpetual",
    tags: ["help desk", "itsm", "tickets", "assets"],
  },
  {
    slug: "cisco-meraki",
    name: "Cisco Meraki",
    vendor: "Cisco",
    category: "networking",
    description:
      "Cloud-managed switches, Wi-Fi and security appliances, ideal for companies with branches across several emirates or countries.",
    licensing: "Hardware plus annual cloud licence",
    tags: ["wi-fi", "switch", "branch", "cloud managed", "sd-wan"],
  },
  {
    slug: "ubiquiti-unifi",
    name: "Ubiquiti UniFi",
    vendor: "Ubiquiti",
    category: "networking",
    description:
      "Cost-effective Wi-Fi and switching for offices, villas-turned-offices and warehouses, without yearly licence fees.",
    licensing: "Hardware purchase, no subscription",
    tags: ["wi-fi", "switch", "access point", "small office"],
  },
  {
    slug: "aruba-instant-on",
    name: "HPE Aruba Networking Instant On",
    vendor: "HPE Aruba Networking",
    category: "networking",
    description: "Business-grade Wi-Fi and switches managed from a mobile app, with a limited lifetime warranty.",
    licensing: "Hardware purchase, no subscription",
    tags: ["wi-fi", "switch", "retail", "small office"],
  },
  {
    slug: "zoho-books",
    name: "Zoho Books",
    vendor: "Zoho",
    category: "business-apps",
    description:
      "Cloud accounting prepared for UAE VAT and corporate tax returns, with bank feeds from the major UAE banks.",
    licensing: "Per organisation, monthly or annual",
    tags: ["accounting", "vat", "corporate tax", "invoicing"],
  },
  {
    slug: "dynamics-business-central",
    name: "Microsoft Dynamics 365 Business Central",
    vendor: "Microsoft",
    category: "business-apps",
    description:
      "Finance, inventory, purchasing and sales in one ERP for trading and distribution companies outgrowing entry-level accounting.",
    licensing: "Per user, monthly",
    tags: ["erp", "inventory", "finance", "distribution"],
  },
  {
    slug: "odoo",
    name: "Odoo",
    vendor: "Odoo",
    category: "business-apps",
    description:
      "Modular ERP covering sales, inventory, manufacturing, point of sale and HR, with Arabic interface and GCC payroll localisation.",
    licensing: "Per user, annual",
    tags: ["erp", "pos", "inventory", "hr", "arabic"],
  },
  {
    slug: "zoho-crm",
    name: "Zoho CRM",
    vendor: "Zoho",
    category: "business-apps",
    description:
      "Track leads, quotations and customers, with WhatsApp and email integration that suits how sales teams in the Gulf work.",
    licensing: "Per user, monthly or annual",
    tags: ["crm", "sales", "whatsapp", "pipeline"],
  },
];

export function isCategory(value: string | null): value is CategoryId {
  return categories.some((category) => category.id === value);
}

/** Items matching every word of `query` (in name, vendor, description or tags) within `category`. */
export function searchCatalogue(options: { query?: string; category?: CategoryId }): CatalogueItem[] {
  const words = (options.query ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  return catalogue.filter((item) => {
    if (options.category && item.category !== options.category) return false;
    const haystack = [item.name, item.vendor, item.description, ...item.tags].join(" ").toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** The catalogue item with this slug, if there is one. */
export function findCatalogueItem(slug: string | null): CatalogueItem | undefined {
  return catalogue.find((item) => item.slug === slug);
}

/** What the contact form says for a visitor who asked for a quotation on an item. */
export function quotationRequest(item: CatalogueItem) {
  return {
    service: "software-products" as const,
    message: `We would like a quotation for ${item.name} (${item.vendor}). Number of users or devices: `,
  };
}
