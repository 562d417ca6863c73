/**
 * A phone number as text messages take it: E.164, a plus, the country code and the number,
 * at most 15 digits ("+15550100199"). One pattern for every number the app texts.
 */
export const E164_PHONE = /^\+[1-9]\d{6,14}$/;

/** How a message names the shape it wants. */
export const E164_EXAMPLE = '+15550100199';
