import { Button, Menu, MenuDivider, MenuItem, PopoverNext, Tag } from '@blueprintjs/core';
import type { SessionUser } from '@dealbook/contracts';
import { useNavigate } from 'react-router-dom';
import { ImageAvatar } from '../../modules/ui/components/ImageAvatar.js';

export interface UserMenuProps {
  user: SessionUser;
  /** Shown beside the name when set and it loads (spec §2.3). */
  photoUrl: string;
  /**
   * The user's tasks not Completed (spec §2.3), kept live by pushes to the user's room. Undefined
   * while unknown (loading, or a role without tasks): then no badge shows rather than a made-up number.
   */
  openTasks?: number;
}

/** The top bar's user dropdown (spec §2.3), labelled with the first name. */
export function UserMenu({ user, photoUrl, openTasks }: UserMenuProps) {
  const navigate = useNavigate();
  const menu = (
    <Menu aria-label="Account">
      <MenuItem icon="person" text="Profile" onClick={() => navigate(`/team/${encodeURIComponent(user._id)}`)} />
      <MenuItem
        icon="tick-circle"
        text="Tasks"
        labelElement={
          openTasks === undefined ? undefined : (
            <Tag round aria-label={`Open tasks: ${openTasks}`}>
              {openTasks}
            </Tag>
          )
        }
        onClick={() => navigate('/team/tasks')}
      />
      <MenuItem icon="cog" text="Settings" onClick={() => navigate('/account')} />
      <MenuDivider />
      <MenuItem icon="log-out" text="Sign Out" onClick={() => navigate('/logout')} />
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-end">
      <Button
        variant="minimal"
        icon={photoUrl ? <ImageAvatar name={user.fullName} src={photoUrl} size={20} /> : 'user'}
        endIcon="caret-down"
        text={user.firstName || user.email}
      >
        {openTasks ? (
          <Tag round intent="primary" className="db-topbar__task-badge" title={`${openTasks} open tasks`}>
            {openTasks}
          </Tag>
        ) : null}
      </Button>
    </PopoverNext>
  );
}
