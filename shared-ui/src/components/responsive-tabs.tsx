// Tabs that never hide a tab off-screen. On a wide screen they are antd's Tabs (a tab bar that does not fit shows
// antd's 'more' menu); on a phone (usePhone) the tab bar becomes a full-width select that names the open tab and
// lists every tab, with the bar's extra content beside it, and only the open tab's content below.
import { useState, type ReactNode } from 'react';
import { Flex, Select, Tabs } from 'antd';
import { usePhone } from '../hooks/use-phone';

export interface ResponsiveTab {
  key: string;
  label: ReactNode;
  children?: ReactNode;
}

export interface ResponsiveTabsProps {
  items: ResponsiveTab[];
  /** The name of the tab set (the phone's select is labelled with it). */
  label: string;
  activeKey?: string;
  defaultActiveKey?: string;
  onChange?: (key: string) => void;
  /** Shown at the end of the tab bar (beside the select on a phone). */
  extra?: ReactNode;
}

export function ResponsiveTabs({
  items,
  label,
  activeKey,
  defaultActiveKey,
  onChange,
  extra,
}: ResponsiveTabsProps) {
  const phone = usePhone();
  const [ownKey, setOwnKey] = useState(defaultActiveKey ?? items[0]?.key);
  const current = activeKey ?? ownKey;
  const change = (key: string) => {
    setOwnKey(key);
    onChange?.(key);
  };

  if (!phone) {
    return (
      <Tabs
        aria-label={label}
        activeKey={current}
        onChange={change}
        tabBarExtraContent={extra}
        items={items.map(({ key, label: tabLabel, children }) => ({ key, label: tabLabel, children }))}
      />
    );
  }

  const open = items.find((item) => item.key === current) ?? items[0];
  return (
    <div>
      <Flex gap={8} align="center" style={{ marginBottom: 16 }}>
        <Select
          aria-label={label}
          value={open?.key}
          onChange={change}
          size="large"
          style={{ flex: 1, minWidth: 0 }}
          options={items.map((item) => ({
            value: item.key,
            label: item.label,
          }))}
        />
        {extra}
      </Flex>
      {open?.children}
    </div>
  );
}
