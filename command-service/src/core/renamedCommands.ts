/**
 * Commands renamed after events were written under their old names, old name to new
 * (docs/adr/0123-create-order.md). Events do not carry a command's name, but their
 * metadata keeps its idempotency fingerprint, a hash of the name and the data: a command sent again
 * with its Idempotency-Key after a rename must still be known as the one already handled.
 */
export const RENAMED_COMMANDS: Readonly<Record<string, string>> = {
  PlaceOrder: 'CreateOrder',
};

/** The names a command of this type was written under before, newest rename first. */
export const formerNamesOf = (type: string): string[] => {
  const former = Object.keys(RENAMED_COMMANDS).filter((old) => RENAMED_COMMANDS[old] === type);
  return [...former.reverse(), ...former.flatMap(formerNamesOf)];
};
