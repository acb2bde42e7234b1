import type { Key, ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';
import styles from './tabs.module.css';

export interface TabItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  /** The selected tab's id (controlled). */
  selectedKey?: string;
  defaultSelectedKey?: string;
  onSelectionChange?: (id: string) => void;
  className?: string;
}

/** Tabs: arrow keys move between tabs, Tab moves into the panel. */
export function Tabs({ label, items, selectedKey, defaultSelectedKey, onSelectionChange, className }: TabsProps) {
  const handleChange = (key: Key) => onSelectionChange?.(String(key));
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id);
  return (
    <AriaTabs
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={handleChange}
      disabledKeys={disabledKeys}
      className={[styles['tabs'], className].filter(Boolean).join(' ')}
    >
      <TabList aria-label={label} items={items} className={styles['list']}>
        {(item) => (
          <Tab id={item.id} className={styles['tab']}>
            {item.title}
          </Tab>
        )}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles['panel']}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
