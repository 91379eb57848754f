import { Fragment } from "react";

/**
 * An email address that moves to the next line whole while it fits on one, and only when it is longer
 * than a line wraps, before the "@" or a dot of the domain, never in the middle of a word (nor at a
 * hyphen of the domain, which would read as a hyphenated word). The text is the address as typed:
 * copying it copies the address.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  if (at < 0) return <span dir="ltr">{address}</span>;
  const domain = address.slice(at + 1).split(".");
  return (
    // Left to right and isolated, so that on an Arabic page its parts stay in order when it wraps; an
    // inline block, so that its break opportunities serve only an address wider than the line.
    <span dir="ltr" className="inline-block max-w-full break-words">
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
