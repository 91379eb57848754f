import type { Config } from "@react-router/dev/config";

// The same future flag as the site's own configuration, which changes what a request costs.
export default { ssr: true, future: { v8_passThroughRequests: true } } satisfies Config;
