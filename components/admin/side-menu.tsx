import { useId } from 'react';
import type { AdminMenuEntry } from '../../shared/contracts/admins.schemas';
import { MenuIcon } from './menu-icon';
import { FrameIcon } from '../ui/frame-icon';
import { PageLink } from '../ui/page-link';
import styles from './side-menu.module.css';

interface SideMenuProps {
  entries: AdminMenuEntry[];
  label: (entry: AdminMenuEntry) => string;
  selectedKey: string | undefined;
  openKeys: string[];
  onOpenKeysChange: (keys: string[]) => void;
  onSelect: (key: string) => void;
}

/**
 * The panel's menu as links and disclosure buttons, drawn like antd's inline menu: the current page
 * is marked (aria-current) and a group opens under its title. antd's Menu brings its overflow
 * handling, popups and motion (~25 kB gzip) for a list of links.
 */
export function SideMenu(props: SideMenuProps) {
  return (
    <ul className={styles.menu}>
      {props.entries.map((entry) => (
        <MenuItem key={entry.key} entry={entry} {...props} />
      ))}
    </ul>
  );
}

function MenuItem({ entry, ...menu }: { entry: AdminMenuEntry } & SideMenuProps) {
  const groupId = useId();
  if (!entry.children) {
    return (
      <li>
        <PageLink
          href={entry.path ?? '#'}
          className={styles.item}
          aria-current={menu.selectedKey === entry.key ? 'page' : undefined}
          onClick={() => menu.onSelect(entry.key)}
        >
          <MenuIcon name={entry.icon} />
          <span className={styles.label}>{menu.label(entry)}</span>
        </PageLink>
      </li>
    );
  }
  const isOpen = menu.openKeys.includes(entry.key);
  const toggle = () => menu.onOpenKeysChange(isOpen ? menu.openKeys.filter((key) => key !== entry.key) : [...menu.openKeys, entry.key]);
  return (
    <li>
      <button type="button" className={styles.item} aria-expanded={isOpen} aria-controls={groupId} onClick={toggle}>
        <MenuIcon name={entry.icon} />
        <span className={styles.label}>{menu.label(entry)}</span>
        <FrameIcon name="down" className={styles.arrow} />
      </button>
      <ul id={groupId} className={styles.menu} hidden={!isOpen}>
        {entry.children.map((child) => (
          <MenuItem key={child.key} entry={child} {...menu} />
        ))}
      </ul>
    </li>
  );
}
