import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";

/** Every path of the admin area in the route table, with `id` filled in. */
export function adminRoutePaths(id: string): string[] {
  const paths: string[] = [];
  const walk = (entries: RouteConfigEntry[], prefix: string) => {
    for (const entry of entries) {
      const path = entry.path === undefined ? prefix : `${prefix}/${entry.path}`.replace(/\/+/g, "/");
      if (path.startsWith("/admin")) paths.push(path.replace(":id", id));
      if (entry.children) walk(entry.children, path);
    }
  };
  walk(routes, "");
  return [...new Set(paths)];
}
