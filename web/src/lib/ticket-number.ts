/**
 * A jackpot ticket's number on screen: members count from 1, the platform (and the draw's proof,
 * HMAC mod tickets sold) from 0. Display only; nothing sent back uses it. Shared by the jackpot
 * screens and the history's notes.
 */
export function ticketNumber(platformTicket: number): number {
  return platformTicket + 1;
}
