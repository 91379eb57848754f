import { useEffect, useRef } from "react";

/**
 * Calls `act` once for each new `value` that is not null, after the commit that shows it.
 *
 * It looks after every commit instead of depending on `value`: a value that arrives inside React
 * Router's transitions (an action's or a fetcher's answer) can leave an effect keyed on it unrun
 * (react/react#34556), and a passkey prompt or a bank's 3-D Secure page would then never open.
 */
export function useOnceEach<T>(value: T | null | undefined, act: (value: T) => void): void {
  const last = useRef<T | null | undefined>(null);
  useEffect(() => {
    if (value == null || last.current === value) return;
    last.current = value;
    act(value);
  });
}
