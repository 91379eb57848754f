import { Fragment } from "react";

/**
 * An email address that, when it must wrap, wraps before the "@" or a dot of the domain, never in
 * the middle of a word (nor at a hyphen of the domain, which would read as a hyphenated word). The text is the address as typed: copying it copies the address.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  if (at < 0) return <>{address}</>;
  const domain = address.slice(at + 1).split(".");
  return (
    <span className="break-words">
      {address.slice(0, at)}
      <wbr />@
      {domain.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? (
            <>
              <wbr />.
            </>
          ) : null}
          <span className="whitespace-nowrap">{part}</span>
        </Fragment>
      ))}
    </span>
  );
}
