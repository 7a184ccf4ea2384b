import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import type { SessionUser } from '@dealbook/contracts';
import { useNavigate } from 'react-router-dom';

export interface UserMenuProps {
  user: SessionUser;
}

/** The top bar's user dropdown (spec §2.3), labelled with the first name. */
export function UserMenu({ user }: UserMenuProps) {
  const navigate = useNavigate();
  const menu = (
    <Menu aria-label="Account">
      <MenuItem icon="person" text="Profile" onClick={() => navigate(`/team/${user._id}`)} />
      <MenuItem icon="tick-circle" text="Tasks" onClick={() => navigate('/team/tasks')} />
      <MenuItem icon="cog" text="Settings" onClick={() => navigate('/account')} />
      <MenuDivider />
      <MenuItem icon="log-out" text="Sign Out" onClick={() => navigate('/logout')} />
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-end">
      <Button variant="minimal" icon="user" endIcon="caret-down" text={user.firstName || user.email} />
    </PopoverNext>
  );
}
