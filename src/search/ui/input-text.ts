/** Typing into DocSearch's input from our own controls. */

/** Sets the modal input's text as typing would, so DocSearch's own input handler sees it. */
export function setInputText(input: HTMLInputElement, text: string): void {
  // The native setter: React tracks the value it set itself and ignores an event that keeps it.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}
