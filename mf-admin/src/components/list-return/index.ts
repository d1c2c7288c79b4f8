// Going back from an order to the list it was opened from: the list passes where it stands
// (its address with filters and page) in the navigation state, the order's back button returns there, and the
// list scrolls back to where it was once its rows are on screen again.
export { backTarget, openedFrom, type ListReturnState } from './return-state';
export { useScrollMemory } from './use-scroll-memory';
