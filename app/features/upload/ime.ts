// Korean (and any other) IME input: while a syllable is being composed, a key press belongs
// to the input method, not to us. Chrome and Safari report it through isComposing, older
// engines only through keyCode 229; the Enter that ends a composition on macOS comes as a
// separate keydown with isComposing still true. Handlers check this before acting.
import type { KeyboardEvent as ReactKeyboardEvent } from "react";

export function isComposingEvent(event: ReactKeyboardEvent | KeyboardEvent): boolean {
  const native = "nativeEvent" in event ? event.nativeEvent : event;
  return native.isComposing || native.keyCode === 229;
}
