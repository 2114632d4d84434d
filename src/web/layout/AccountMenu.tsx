/**
 * The signed-in user's menu (document 1 §2 Header; document 2 §2 Navigation): greeting and name, phone, then
 * the account links. The public header also offers Go to Admin (types 1 and 2) and My Appointments.
 *
 * The button is plain until first hovered, focused or clicked; then the menu's code (AccountMenuDropdown) is fetched.
 */
import { AccountMenuButton, type AccountMenuProps } from './AccountMenuButton';
import { useDeferred } from './use-deferred';

const loadDropdown = () => import('./AccountMenuDropdown').then((module) => module.AccountMenuDropdown);

export function AccountMenu(props: AccountMenuProps) {
  const { Loaded: Dropdown, start, triggerProps } = useDeferred(loadDropdown);
  if (Dropdown) return <Dropdown {...props} start={start} />;
  return <AccountMenuButton user={props.user} variant={props.variant} {...triggerProps} />;
}
