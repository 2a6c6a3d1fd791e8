import { Box, type BoxProps } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Separator } from '@chakra-ui/react/separator';
import { Text } from '@chakra-ui/react/text';
import { LogOut, Package, User, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { displayName, fullName, type SessionUser } from '../../../apollo/vars/session';
import { paths } from '../../../config/paths';
import { useLogout } from '../hooks/use-logout';

/** Pixels between the trigger and the menu, and kept clear along the viewport's edges. */
const GAP = 6;
const EDGE = 8;

/** A row of the menu, styled like Chakra's menu items. */
const ITEM: BoxProps = {
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  w: 'full',
  px: '3',
  py: '1.5',
  fontSize: 'sm',
  color: 'fg',
  textAlign: 'start',
  textDecoration: 'none',
  borderRadius: 'l1',
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  _hover: { bg: 'gray.100', textDecoration: 'none' },
  _focusVisible: { bg: 'gray.100' },
  _icon: { boxSize: '4', flexShrink: '0' },
};

/**
 * Below the trigger, right-aligned to it (bottom-end), inside the viewport. The popover is in the
 * top layer, so `position: fixed` is relative to the viewport whatever its ancestors are.
 */
function place(popover: HTMLElement, trigger: HTMLElement) {
  const anchor = trigger.getBoundingClientRect();
  const { clientWidth, clientHeight } = document.documentElement;
  const top = anchor.bottom + GAP;
  popover.style.top = `${top}px`;
  popover.style.maxWidth = `${clientWidth - 2 * EDGE}px`;
  popover.style.maxHeight = `${Math.max(clientHeight - top - EDGE, 120)}px`;
  // Right edge under the trigger's, moved left no further than the menu's left edge allows.
  const right = Math.max(EDGE, clientWidth - anchor.right);
  popover.style.right = `${Math.min(right, Math.max(EDGE, clientWidth - EDGE - popover.offsetWidth))}px`;
}

/**
 * The signed-in account menu: name, email, Profile, My Orders, Logout. Loaded only for signed-in
 * shoppers. A WAI-ARIA menu button without a menu library: the list is a native `popover="auto"`
 * (which gives light dismiss and Escape), placed under the trigger when it opens and kept there on
 * resize and scroll. Click, Enter, Space or ArrowDown open it on the first item, ArrowUp on the
 * last; ArrowDown/ArrowUp (wrapping), Home and End move; Escape closes it back to the trigger, Tab
 * closes it and moves on; choosing an item closes it.
 */
export default function AccountMenu({ user }: { user: SessionUser }) {
  const logout = useLogout();
  const name = fullName(user) || user.email;
  const [open, setOpen] = useState(false);
  const triggerId = useId();
  const menuId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  // Whether the menu was open when the pointer went down on the trigger: light dismiss closes it
  // on pointerup, before the click, which must then not open it again.
  const openAtPointerDown = useRef<boolean | null>(null);

  useEffect(() => {
    if (!open) return;
    const follow = () => popover.current && trigger.current && place(popover.current, trigger.current);
    window.addEventListener('resize', follow);
    window.addEventListener('scroll', follow, { capture: true, passive: true });
    return () => {
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, { capture: true });
    };
  }, [open]);

  const isOpen = () => popover.current?.matches(':popover-open') ?? false;
  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  function openMenu(focus: 'first' | 'last') {
    const layer = popover.current;
    if (!layer || !trigger.current) return;
    if (!isOpen()) layer.showPopover();
    place(layer, trigger.current);
    const list = items();
    list[focus === 'first' ? 0 : list.length - 1]?.focus();
  }

  function closeMenu() {
    if (isOpen()) popover.current?.hidePopover();
  }

  function onMenuKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    let next: number | undefined;
    if (e.key === 'ArrowDown') next = (at + 1) % list.length;
    else if (e.key === 'ArrowUp') next = at < 0 ? list.length - 1 : (at - 1 + list.length) % list.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = list.length - 1;
    else if (e.key === 'Escape') {
      e.preventDefault();
      closeMenu();
      trigger.current?.focus();
    } else if (e.key === 'Tab') {
      // From the trigger, the browser's own Tab (not prevented) moves on to the next element.
      trigger.current?.focus();
      closeMenu();
    } else if (e.key === ' ' && e.target instanceof HTMLAnchorElement) {
      e.preventDefault(); // Space chooses a link item too, as it does the Logout button.
      e.target.click();
    }
    if (next !== undefined) {
      e.preventDefault();
      list[next]?.focus();
    }
  }

  // The pointer moves the focus along, so that the keyboard carries on from the hovered item.
  function onMenuPointerMove(e: PointerEvent<HTMLDivElement>) {
    const item = (e.target as Element).closest<HTMLElement>('[role="menuitem"]');
    if (item && item !== document.activeElement) item.focus({ preventScroll: true });
  }

  return (
    <>
      <Button
        ref={trigger}
        id={triggerId}
        variant="ghost"
        size="sm"
        px="2"
        letterSpacing="normal"
        fontWeight="medium"
        aria-label={`Account menu for ${name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        data-testid="user-menu"
        onPointerDown={() => {
          openAtPointerDown.current = isOpen();
        }}
        onClick={() => {
          const wasOpen = openAtPointerDown.current ?? isOpen();
          openAtPointerDown.current = null;
          if (wasOpen) closeMenu();
          else openMenu('first');
        }}
        onKeyDown={(e) => {
          openAtPointerDown.current = null;
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            openMenu(e.key === 'ArrowDown' ? 'first' : 'last');
          }
        }}
      >
        <UserRound aria-hidden />
        <Box as="span" hideBelow="lg" maxW="24" truncate>
          {displayName(user)}
        </Box>
      </Button>
      {/* No `display` here: the browser's own `display: none` hides the popover while it is closed. */}
      <Box
        ref={popover}
        popover="auto"
        onToggle={(e) => setOpen(e.newState === 'open')}
        position="fixed"
        inset="auto"
        m="0"
        minW="56"
        p="1"
        overflowY="auto"
        bg="bg.panel"
        color="fg"
        borderWidth="1px"
        borderColor="gray.200"
        borderRadius="l2"
        boxShadow="md"
      >
        <Box px="3" py="2">
          <Text fontWeight="semibold" truncate>
            {name}
          </Text>
          <Text fontSize="sm" color="fg.muted" truncate>
            {user.email}
          </Text>
        </Box>
        <Separator my="1" />
        <Box ref={menu} id={menuId} role="menu" aria-labelledby={triggerId} onKeyDown={onMenuKeyDown} onPointerMove={onMenuPointerMove}>
          <Box asChild {...ITEM}>
            <RouterLink to={paths.profile} role="menuitem" tabIndex={-1} onClick={closeMenu}>
              <User aria-hidden /> Profile
            </RouterLink>
          </Box>
          <Box asChild {...ITEM}>
            <RouterLink to={paths.orders} role="menuitem" tabIndex={-1} onClick={closeMenu}>
              <Package aria-hidden /> My Orders
            </RouterLink>
          </Box>
          <Separator my="1" />
          <Box asChild {...ITEM}>
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                closeMenu();
                logout();
              }}
            >
              <LogOut aria-hidden /> Logout
            </button>
          </Box>
        </Box>
      </Box>
    </>
  );
}
