import { Fragment } from "react";

/**
 * An email address that, when it must wrap, wraps before the "@" or a dot of the domain, never in
 * the middle of a word (nor at a hyphen of the domain, which would read as a hyphenated word). The text is the address as typed: copying it copies the address.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  if (at < 0) return <span dir="ltr">{address}</span>;
  const domain = address.slice(at + 1).split(".");
  return (
    // Left to right and isolated, so that on an Arabic page its parts stay in order when it wraps.
    <span dir="ltr" className="break-words">
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
