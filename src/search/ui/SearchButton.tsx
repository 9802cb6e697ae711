/**
 * The navbar search button, with DocSearch's markup and classes (the theme styles them).
 * Ours, not `DocSearchButton`: DocSearch 3 ships the button and the modal in one module, so
 * importing its button would put the whole modal in every page's first JavaScript.
 */
import React, {forwardRef, useEffect, useState, type ComponentProps} from 'react';

type Props = ComponentProps<'button'> & {translations?: {buttonText?: string; buttonAriaLabel?: string}};

function SearchIcon() {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton(
  {translations = {}, ...props},
  ref,
) {
  const {buttonText = 'Search', buttonAriaLabel = 'Search'} = translations;
  // The shortcut's first key is known only in the browser (⌘ on Apple systems).
  const [mod, setMod] = useState<string | null>(null);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- known only after hydration; rendering it on the server would mismatch
  useEffect(() => setMod(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl'), []);
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={`${buttonAriaLabel} (${mod === '⌘' ? 'Command' : 'Ctrl'}+K)`}
      {...props}
      ref={ref}
    >
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {mod && (
          <>
            <kbd className="DocSearch-Button-Key">{mod}</kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});
