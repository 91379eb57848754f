// Starts the floor's production build (`react-router build` in this folder): see server.ts.
await import("./build/server/index.js");
