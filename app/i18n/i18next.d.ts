import "i18next";
import type { en } from "./catalogues/en";

// Keys are checked against the English catalogue: a missing or misspelt key fails typecheck.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "shell";
    resources: typeof en;
  }
}
