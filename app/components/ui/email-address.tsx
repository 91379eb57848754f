import { Fragment } from "react";

/**
 * An email address that moves to the next line whole while it fits on one, and only when it is longer
 * than a line wraps, before the "@" or a dot of the domain, never in the middle of a word (nor at a
 * hyphen of the domain, which would read as a hyphenated word). The text is the address as typed:
 * copying it copies the address. `punctuation` (a comma, a full stop) is the mark that follows it in
 * the sentence, kept on its line.
 */
export function EmailAddress({ address, punctuation = "" }: { address: string; punctuation?: string }) {
  const at = address.lastIndexOf("@");
  if (at < 0)
    return (
      <>
        <span dir="ltr">{address}</span>
        {punctuation}
      </>
    );
  const domain = address.slice(at + 1).split(".");
  return (
    // An inline block, so that its break opportunities serve only an address wider than the line;
    // the mark after it inside, in the sentence's direction, so that a line never starts with it.
    <span className="inline-block max-w-full break-words">
      {/* Left to right and isolated, so that on an Arabic page its parts stay in order when it wraps. */}
      <span dir="ltr">
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
      {punctuation}
    </span>
  );
}
