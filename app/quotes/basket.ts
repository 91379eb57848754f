/** How much one quote basket holds: what the page, the form's checks and the cookie agree on. */
export const MAX_BASKET_LINES = 25;
export const MAX_QUANTITY = 100_000;
export const MAX_LINE_NOTE = 100;

/** A line of the basket: an item's key ("product:<slug>", "hardware:<range>"), how many, and a short note. */
export interface BasketLine {
  item: string;
  quantity: number;
  note?: string;
}
