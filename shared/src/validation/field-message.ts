/**
 * A field's error as a form shows it: the rule's message without its final period (issue 17: a
 * field's error never ends with one, like the spec's), word for word otherwise.
 */
export function fieldMessage(message: string): string {
  return message.endsWith('.') ? message.slice(0, -1) : message;
}
