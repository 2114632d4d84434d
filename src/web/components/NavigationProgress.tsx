/** A thin bar at the top of the window while the router loads the next page. */
import { useNavigation } from 'react-router';
import classes from './NavigationProgress.module.css';

export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={classes.bar} aria-hidden />;
}
