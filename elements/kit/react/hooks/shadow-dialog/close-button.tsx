import type { Ref } from 'react';

interface CloseButtonProps {
  /** Its accessible name, in the element's language. */
  label: string;
  onClick: () => void;
  /** For the overlay that focuses it first. */
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * The × that closes an overlay, the same in each: a `close-button` part with
 * its accessible name and a drawn cross. Each overlay places and styles it
 * in its own sheet. In the `shadow-dialog` chunk with the dialog it closes.
 */
export function CloseButton({ label, onClick, buttonRef }: CloseButtonProps) {
  return (
    <button ref={buttonRef} type="button" part="close-button" aria-label={label} onClick={onClick}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  );
}
