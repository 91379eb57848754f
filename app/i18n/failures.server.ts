import type { DomainError, DomainErrorOptions, FailureKey } from "~/lib/errors";
import { translatorFor } from "./catalogues.server";
import type { Language } from "./languages";

const english = translatorFor("en", "failures");

/**
 * A DomainError's message and options for a failure in the catalogue: the English words for logs
 * and API replies, and the key that pages turn into their reader's language (`failureIn`).
 */
export function failure(
  key: FailureKey,
  values?: Record<string, string | number>,
  options: Omit<DomainErrorOptions, "translation"> = {},
): [message: string, options: DomainErrorOptions] {
  return [english(key, values), { ...options, translation: { key, values } }];
}

/** What a failure says in `language`: its catalogue entry where it has one, otherwise its message. */
export function failureIn(error: DomainError, language: Language): string {
  const { translation } = error;
  if (!translation || language === "en") return error.message;
  return translatorFor(language, "failures")(translation.key, translation.values);
}

/** A provider's refusal (Stripe's English words, or the sandbox's) in `language`, where the catalogue has it. */
export function providerMessageIn(message: string, language: Language): string {
  if (language === "en") return message;
  const key = providerFailureKey(message);
  return key ? translatorFor(language, "failures")(key) : message;
}

/** The catalogue's key for a provider's refusal, stored in its English words; undefined for words it does not know. */
export function providerFailureKey(message: string): FailureKey | undefined {
  return knownProviderMessages.get(message);
}

const knownProviderMessages = new Map<string, FailureKey>(
  (
    [
      "cardDeclined",
      "insufficientFunds",
      "incorrectCardNumber",
      "authenticationFailed",
      "authenticationNotCompleted",
      "paymentFailed",
      "paymentProcessingFailed",
      "paymentInterrupted",
    ] as const
  ).map((key) => [english(key), key]),
);
