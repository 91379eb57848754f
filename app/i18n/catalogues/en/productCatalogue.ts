/** The product catalogue's descriptions and licensing terms, by slug, and its categories; the /products loader reads them on the server. */
export const productCatalogue = {
  categories: {
    productivity: "Productivity and collaboration",
    security: "Security",
    backup: "Backup and continuity",
    management: "Device and IT management",
    networking: "Networking",
    "business-apps": "Business applications",
  },
  items: {
    "microsoft-365-business-premium": {
      description:
        "Office apps, Exchange email, Teams and SharePoint with Intune device management and Defender protection in one licence; our default for companies up to 300 users.",
      licensing: "Per user, monthly or annual commitment",
    },
    "microsoft-365-business-standard": {
      description:
        "Desktop Office apps, business email on your own domain, Teams meetings and 1 TB of OneDrive storage per user.",
      licensing: "Per user, monthly or annual commitment",
    },
    "google-workspace-business": {
      description:
        "Gmail on your domain, Meet, Drive and Docs, with migration from your current mail system handled by our team.",
      licensing: "Per user, monthly or annual",
    },
    "teams-rooms": {
      description:
        "Logitech or Poly meeting-room kits with camera, microphones and a touch console that start a Teams call with one tap; installed and tested in your rooms.",
      licensing: "Hardware purchase plus per-room licence",
    },
    "adobe-acrobat-pro": {
      description:
        "Create, edit, sign and protect PDF documents; includes e-signatures accepted for most commercial contracts in the UAE.",
      licensing: "Per user, annual",
    },
    "defender-for-business": {
      description:
        "Endpoint detection and response for Windows, macOS, iOS and Android, managed from the same console as Microsoft 365.",
      licensing: "Per user, up to five devices each",
    },
    "crowdstrike-falcon-go": {
      description:
        "Lightweight next-generation antivirus that stops ransomware and malware without slowing laptops; suited to small teams.",
      licensing: "Per device, annual",
    },
    "sophos-intercept-x": {
      description:
        "Endpoint protection with anti-ransomware roll-back and optional 24/7 managed detection and response by Sophos analysts.",
      licensing: "Per device, annual",
    },
    fortigate: {
      description:
        "Firewall, VPN and web filtering for offices of every size; we size the model to your internet line and configure it to CIS guidance.",
      licensing: "Appliance plus annual security subscription",
    },
    "mimecast-email-security": {
      description:
        "Filters phishing, impersonation and malware before it reaches Microsoft 365 or Google mailboxes, with continuity if your mail service fails.",
      licensing: "Per user, annual",
    },
    knowbe4: {
      description:
        "Short training modules in English and Arabic and simulated phishing campaigns that show who needs more help.",
      licensing: "Per user, annual",
    },
    "veeam-backup": {
      description:
        "Image-level backup and fast restore for physical servers, VMware and Hyper-V, with immutable copies that ransomware cannot delete.",
      licensing: "Per workload, annual",
    },
    "veeam-microsoft-365": {
      description:
        "Daily backups of Exchange Online, OneDrive, SharePoint and Teams, kept in a UAE data centre for as long as you need.",
      licensing: "Per user, annual",
    },
    "acronis-cyber-protect": {
      description:
        "Backup, anti-malware and patch management in one agent for laptops and servers, with cloud copies stored in the region.",
      licensing: "Per device, annual",
    },
    "synology-active-backup": {
      description:
        "An on-site storage appliance that backs up PCs, servers and Microsoft 365 with no per-device licence fees.",
      licensing: "Hardware purchase, no subscription",
    },
    "microsoft-intune": {
      description:
        "Enrol, configure and wipe company laptops and phones remotely; new starters receive a laptop that sets itself up on first sign-in.",
      licensing: "Per user, included in Business Premium",
    },
    ninjaone: {
      description:
        "The monitoring and patching platform our help desk uses to keep your computers updated and to fix problems without a visit.",
      licensing: "Per device, monthly, included in our AMC plans",
    },
    "jamf-now": {
      description:
        "Management for Apple devices in design studios, schools and executive teams: apps, settings and security from one console.",
      licensing: "Per device, annual",
    },
    "servicedesk-plus": {
      description:
        "An IT help-desk and asset register for in-house IT teams, set up with your categories, approvals and service levels.",
      licensing: "Per technician, annual or perpetual",
    },
    "cisco-meraki": {
      description:
        "Cloud-managed switches, Wi-Fi and security appliances, ideal for companies with branches across several emirates or countries.",
      licensing: "Hardware plus annual cloud licence",
    },
    "ubiquiti-unifi": {
      description:
        "Cost-effective Wi-Fi and switching for offices, villas-turned-offices and warehouses, without yearly licence fees.",
      licensing: "Hardware purchase, no subscription",
    },
    "aruba-instant-on": {
      description: "Business-grade Wi-Fi and switches managed from a mobile app, with a limited lifetime warranty.",
      licensing: "Hardware purchase, no subscription",
    },
    "zoho-books": {
      description:
        "Cloud accounting prepared for UAE VAT and corporate tax returns, with bank feeds from the major UAE banks.",
      licensing: "Per organisation, monthly or annual",
    },
    "dynamics-business-central": {
      description:
        "Finance, inventory, purchasing and sales in one ERP for trading and distribution companies outgrowing entry-level accounting.",
      licensing: "Per user, monthly",
    },
    odoo: {
      description:
        "Modular ERP covering sales, inventory, manufacturing, point of sale and HR, with Arabic interface and GCC payroll localisation.",
      licensing: "Per user, annual",
    },
    "zoho-crm": {
      description:
        "Track leads, quotations and customers, with WhatsApp and email integration that suits how sales teams in the Gulf work.",
      licensing: "Per user, monthly or annual",
    },
  },
};
