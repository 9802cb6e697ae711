/**
 * react-tabs as Redoc gets it (redoc-bundle-loader.js points Redoc's one `require("react-tabs")`
 * here): the same components, but a `Tabs` whose tabs are the code samples' clients
 * (src/shared/code-languages.ts) shows the reader's language choice and keeps it.
 *
 * Redoc opens every operation's samples on their first tab (`defaultIndex: 0`) and keeps each
 * operation's choice to itself. Here the choice is the docs' own: Docusaurus keeps the `language`
 * Tabs group's value in localStorage (theme-common's storage slot, which also tells every listener
 * on the page when it changes), so a client picked in one operation shows in every other one and
 * on every page's tabs, and a choice made on a guide shows in the reference.
 *
 * The first render is Redoc's own (the first tab), as on the server, so hydration finds the
 * server's markup; the stored choice applies in an effect after it.
 */
import React, {Children, isValidElement, useEffect, useState, type ReactElement, type ReactNode} from 'react';
import {createStorageSlot} from '@docusaurus/theme-common';
import {Tabs as ReactTabs, type TabsProps} from 'react-tabs';
import {
  chosenLanguage,
  isSampleTabs,
  languageByLabel,
  LANGUAGE_STORAGE_KEY,
  SAMPLE_STORAGE_KEY,
} from '@site/src/shared/code-languages';

export {Tab, TabList, TabPanel} from 'react-tabs';

/** The labels of the tabs in a Tabs' first child, its TabList (Redoc gives each tab its label as text). */
function tabLabels(children: ReactNode): string[] {
  const list = Children.toArray(children).find(isValidElement) as ReactElement<{children?: ReactNode}> | undefined;
  return Children.toArray(list?.props.children)
    .filter(isValidElement)
    .map((tab) => {
      const label = (tab as ReactElement<{children?: ReactNode}>).props.children;
      return typeof label === 'string' ? label : '';
    });
}

/** The stored choice: the language family of the docs' Tabs and the exact sample. */
function slots() {
  return {family: createStorageSlot(LANGUAGE_STORAGE_KEY), sample: createStorageSlot(SAMPLE_STORAGE_KEY)};
}

/**
 * Keeps the element the reader pressed where it is on screen: switching every operation's samples
 * changes the height of the ones above it.
 */
function keepOnScreen(element: Element | null): void {
  if (!element) return;
  const before = element.getBoundingClientRect().top;
  requestAnimationFrame(() => {
    const moved = element.getBoundingClientRect().top - before;
    if (Math.abs(moved) >= 1) window.scrollBy(0, moved);
  });
}

function SampleTabs({labels, defaultIndex, onSelect, ...props}: TabsProps & {labels: string[]}): ReactElement {
  const [index, setIndex] = useState(defaultIndex ?? 0);
  const key = labels.join('\n');
  useEffect(() => {
    const {family, sample} = slots();
    const show = () => {
      const chosen = chosenLanguage(family.get(), sample.get());
      const at = chosen ? key.split('\n').indexOf(chosen.label) : -1;
      if (at >= 0) setIndex(at);
    };
    show();
    const stopFamily = family.listen(show);
    const stopSample = sample.listen(show);
    return () => {
      stopFamily();
      stopSample();
    };
  }, [key]);
  const select: TabsProps['onSelect'] = (next, last, event) => {
    setIndex(next);
    const language = languageByLabel(labels[next] ?? '');
    if (language && next !== last) {
      keepOnScreen(event.target instanceof Element ? event.target : null);
      const {family, sample} = slots();
      // The sample first: a listener woken by the family then reads both.
      sample.set(language.id);
      family.set(language.family);
    }
    return onSelect?.(next, last, event);
  };
  return <ReactTabs {...props} selectedIndex={index} onSelect={select} />;
}

export function Tabs(props: TabsProps): ReactElement {
  const labels = tabLabels(props.children);
  return isSampleTabs(labels) ? <SampleTabs {...props} labels={labels} /> : <ReactTabs {...props} />;
}
