/**
 * The no-results screen's additions: the "Let us know" link's target and the "Try searching
 * for" list of sections from earlier results, in a slot of DocSearch's own screen.
 */
import React, {useEffect, useState} from 'react';
import Translate from '@docusaurus/Translate';
import {repositoryUrl} from '@site/config/site';
import {setInputText} from './input-text';

/** "Let us know." on the no-results screen opens an issue about the missing result. */
export function missingResultsUrl({query}: {query: string}): string {
  return `${repositoryUrl}/issues/new?title=${encodeURIComponent(`Docs search: no results for "${query}"`)}`;
}

/**
 * A slot in DocSearch's no-results screen for the "Try searching for" list.
 * DocSearch keeps its suggestions in an object spread from an array, so
 * its `suggestions.length > 0` test never passes and the list never shows.
 */
export function useNoResultsSlot(container: React.RefObject<HTMLDivElement | null>, isOpen: boolean): Element | null {
  const [slot, setSlot] = useState<Element | null>(null);
  useEffect(() => {
    const root = container.current;
    if (!isOpen || !root) return;
    const update = () => {
      const screen = root.querySelector('.DocSearch-NoResults');
      if (!screen || screen.querySelector('.DocSearch-NoResults-Prefill-List:not([data-local])')) {
        setSlot(null);
        return;
      }
      let own = screen.querySelector('[data-local-suggestions]');
      if (!own) {
        own = document.createElement('div');
        own.setAttribute('data-local-suggestions', '');
        screen.insertBefore(own, screen.querySelector('.DocSearch-Help'));
      }
      setSlot(own);
    };
    const observer = new MutationObserver(update);
    observer.observe(root, {childList: true, subtree: true});
    update();
    return () => {
      observer.disconnect();
      setSlot(null);
    };
  }, [container, isOpen]);
  return slot;
}

/** Up to 3 sections of earlier results; choosing one searches for it. */
export default function Suggestions({sections}: {sections: string[]}) {
  if (sections.length === 0) return null;
  const search = (text: string) => {
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (!input) return;
    setInputText(input, `${text.toLowerCase()} `);
    input.focus();
  };
  return (
    <div className="DocSearch-NoResults-Prefill-List" data-local="">
      <p className="DocSearch-Help">
        <Translate id="theme.SearchModal.noResultsScreen.suggestedQueryText">Try searching for</Translate>:
      </p>
      <ul className="DocSearch-NoResults-Prefill-List-Items">
        {sections.map((section) => (
          <li key={section}>
            <button className="DocSearch-Prefill" type="button" onClick={() => search(section)}>
              {section}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
