/**
 * The theme's Tabs (ejected from @docusaurus/theme-classic 3.10, MIT, Copyright (c) Facebook,
 * Inc. and its affiliates), without the remount after hydration (`key={String(isBrowser)}`).
 * The theme remounts every Tabs once the page has hydrated, for a default tab computed in the
 * browser (facebook/docusaurus#5653), which the site's tabs never have: their default is fixed,
 * and the reader's stored or linked choice is applied after hydration by the theme's
 * useTabsContextValue. The remount redrew every tab panel, and with them their code blocks,
 * which then had to load Prism (src/theme/CodeBlock/Content).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useScrollPositionBlocker,
  useTabsContextValue,
  useTabs,
  sanitizeTabsChildren,
  TabsProvider,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import styles from '@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css';

function TabList({className}: {className?: string}) {
  const {selectedValue, selectValue, tabValues, block} = useTabs();

  const tabRefs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const handleTabChange = (
    event: React.FocusEvent<HTMLLIElement> | React.MouseEvent<HTMLLIElement> | React.KeyboardEvent<HTMLLIElement>,
  ) => {
    const newTab = event.currentTarget;
    const newTabIndex = tabRefs.indexOf(newTab);
    const newTabValue = tabValues[newTabIndex]!.value;

    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };

  const handleKeydown = (event: React.KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null = null;

    switch (event.key) {
      case 'Enter': {
        handleTabChange(event);
        break;
      }
      case 'ArrowRight': {
        const nextTab = tabRefs.indexOf(event.currentTarget) + 1;
        focusElement = tabRefs[nextTab] ?? tabRefs[0]!;
        break;
      }
      case 'ArrowLeft': {
        const prevTab = tabRefs.indexOf(event.currentTarget) - 1;
        focusElement = tabRefs[prevTab] ?? tabRefs[tabRefs.length - 1]!;
        break;
      }
      default:
        break;
    }

    focusElement?.focus();
  };

  return (
    <ul
      role="tablist"
      aria-orientation="horizontal"
      className={clsx(
        'tabs',
        {
          'tabs--block': block,
        },
        className,
      )}
    >
      {tabValues.map(({value, label, attributes}) => (
        <li
          // TODO extract TabListItem
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(ref) => {
            tabRefs.push(ref);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string, {
            'tabs__item--active': selectedValue === value,
          })}
        >
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

function TabContent({children}: {children: ReactNode}) {
  return <div className="margin-top--md">{children}</div>;
}

function TabsContainer({className, children}: {className?: string; children: ReactNode}): ReactNode {
  return (
    <div
      className={clsx(
        ThemeClassNames.tabs.container,
        // former name kept for backward compatibility
        // see https://github.com/facebook/docusaurus/pull/4086
        'tabs-container',
        styles.tabList,
      )}
    >
      <TabList
        // Surprising but historical
        // className is applied on TabList, not on TabsContainer
        className={className}
      />
      <TabContent>{children}</TabContent>
    </div>
  );
}

export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  return (
    <TabsProvider value={value}>
      <TabsContainer className={props.className}>{sanitizeTabsChildren(props.children)}</TabsContainer>
    </TabsProvider>
  );
}
