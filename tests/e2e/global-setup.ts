import { prepareMigratedDataDir } from "./migrated-data";

export default async function globalSetup() {
  await prepareMigratedDataDir();
}
