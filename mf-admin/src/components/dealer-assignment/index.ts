export { DealerAssignmentCard } from './dealer-assignment-card';
export { useDealersForAssignment } from './use-dealers';
