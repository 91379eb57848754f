import { createContext, useContext } from "react";

/** The request's Content-Security-Policy nonce; set on the server, empty in the browser. */
export const NonceContext = createContext("");

export const useNonce = () => useContext(NonceContext);
