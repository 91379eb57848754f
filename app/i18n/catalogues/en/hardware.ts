/** Hardware range (/hardware). */
export const hardware = {
  hero: {
    eyebrow: "Hardware",
    title: "The business hardware we supply across the UAE and GCC",
    lead: "Genuine products from authorised distribution with UAE warranty, configured in our Al Quoz workshop and delivered ready to switch on. Below is the range we supply most; we source almost anything else on request.",
  },
  ranges: {
    eyebrow: "Our range",
    title: "Ten product families, the brands you know",
    text: "Every item can be quoted with delivery, installation and an annual maintenance contract.",
    addToQuote: "Add to quote request",
    seeRequest: "Your quote request",
    laptops: {
      title: "Laptops and notebooks",
      brands: "Dell Latitude, HP EliteBook and ProBook, Lenovo ThinkPad, Apple MacBook Air and Pro",
      text: "Business models with three-year on-site warranty, Arabic-English keyboards and Windows 11 Pro, enrolled in Intune before delivery.",
    },
    desktops: {
      title: "Desktops and workstations",
      brands: "Dell OptiPlex and Precision, HP Elite and Z workstations, Lenovo ThinkCentre",
      text: "Compact desktops for reception and accounts, and certified workstations for CAD, rendering and engineering teams.",
    },
    servers: {
      title: "Servers",
      brands: "Dell PowerEdge, HPE ProLiant, Lenovo ThinkSystem",
      text: "Tower and rack servers sized to your workloads, with redundant power and disks, remote management and five-year support options.",
    },
    storage: {
      title: "Storage and NAS",
      brands: "Synology, QNAP, Dell PowerVault, HPE MSA",
      text: "File servers and backup targets with snapshots, from two-bay office units to rack storage for virtual servers.",
    },
    networking: {
      title: "Networking",
      brands: "Cisco and Meraki, Fortinet, HPE Aruba Networking, Ubiquiti",
      text: "Firewalls, switches and Wi-Fi access points, plus the racks, patch panels and cabling to install them properly.",
    },
    printers: {
      title: "Printers and scanners",
      brands: "HP LaserJet, Canon imageRUNNER, Epson WorkForce, Fujitsu scanners",
      text: "Office printers and multifunction copiers, on purchase or on a cost-per-page contract that includes toner and servicing.",
    },
    pointOfSale: {
      title: "Point of sale",
      brands: "HP Engage, Epson receipt printers, Zebra barcode scanners and label printers",
      text: "Tills, receipt printers, scanners and cash drawers for shops, restaurants and warehouses, set up with your POS software.",
    },
    power: {
      title: "Power protection",
      brands: "APC by Schneider Electric, Eaton",
      text: "UPS units sized to your equipment, so a power cut in summer does not corrupt a server or stop the tills.",
    },
    displays: {
      title: "Displays and meeting rooms",
      brands: "Dell and HP monitors, Samsung and LG displays, Logitech and Poly video bars",
      text: "Desk monitors, reception screens and complete meeting-room kits for Teams and Zoom.",
    },
    accessories: {
      title: "Accessories and spares",
      brands: "Docking stations, headsets, keyboards, adapters and replacement parts",
      text: "The small items that keep people working, held in stock in Dubai for next-day delivery.",
    },
  },
  delivered: {
    eyebrow: "Delivered ready",
    title: "Unboxed, configured and tested before it reaches you",
    text: "Laptops arrive with your apps and security policies; servers arrive racked, cabled and monitored. We take the packaging away too.",
    imageAlt:
      "Illustration of two server racks with status lights beside a laptop showing charts and boxed equipment ready for delivery",
    buying: "Buying for a new office, a roll-out or a replacement cycle? Our",
    serviceLink: "IT hardware supply service",
    covers: "covers sourcing, bulk pricing, asset tagging, leasing and secure disposal of old equipment.",
  },
  callToAction: {
    title: "Need a quotation?",
    text: "Send us a list, a photo of a label or just a description of what people need to do; we will match it to the right models.",
  },
};
