import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useFetcher } from "react-router";
import { useOnceEach } from "~/lib/use-once-each";

const nothingToWatch = () => () => {};

/**
 * Whether this browser can create and use passkeys (WebAuthn): "unknown" on the server and until
 * the page's script runs, so a page without JavaScript shows the passkey buttons disabled.
 */
export function usePasskeySupport(): "unknown" | "yes" | "no" {
  return useSyncExternalStore(
    nothingToWatch,
    () => (typeof window.PublicKeyCredential === "function" ? "yes" : "no"),
    () => "unknown",
  );
}

/** What a page's action answers a passkey step with: a challenge, or the form's errors. */
export interface PasskeyStepReply<Options> {
  passkeyOptions?: Options;
  form?: string;
  status?: "error" | "success";
  error?: Record<string, string[] | null> | null;
}

/**
 * A passkey ceremony in two round trips to the page's action: `begin` asks for a challenge, the
 * device's own prompt answers it (`prompt`, with @simplewebauthn/browser loaded only then), and the
 * answer goes back with `answerFields`. `cancelled` when the person closed the prompt or it timed out.
 */
export function usePasskeyCeremony<Options>(
  prompt: (options: Options) => Promise<unknown>,
  answerFields: () => Record<string, string>,
) {
  const start = useFetcher<PasskeyStepReply<Options>>();
  const finish = useFetcher<PasskeyStepReply<Options>>();
  const [cancelled, setCancelled] = useState(false);
  // The challenge the device's prompt last finished with (answered or given up).
  const [settled, setSettled] = useState<unknown>(null);
  const mounted = useRef(false);
  const options = start.data?.passkeyOptions;
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useOnceEach(options, (challenge) =>
    prompt(challenge)
      .then((response) => {
        if (mounted.current)
          finish.submit({ ...answerFields(), response: JSON.stringify(response) }, { method: "post" });
      })
      .catch(() => mounted.current && setCancelled(true))
      .finally(() => mounted.current && setSettled(challenge)),
  );
  return {
    begin(fields: FormData | Record<string, string>) {
      setCancelled(false);
      start.submit(fields, { method: "post" });
    },
    working: start.state !== "idle" || (Boolean(options) && settled !== options) || finish.state !== "idle",
    cancelled,
    replies: [start.data, finish.data] as const,
  };
}
