// negotiator 1.x (Express's own content negotiation); its published types describe 0.6, which has
// no way to say which encoding the server prefers when the browser names several alike.
declare module "negotiator" {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
