export { DealerAssignmentCard } from './dealer-assignment-card';
export type { DealerAssignmentCardProps } from './dealer-assignment-card';
export { DealerAssignmentForm } from './dealer-assignment-form';
export type { DealerAssignmentFormProps } from './dealer-assignment-form';
export { assignmentSchema, finalRate, toPayload, EMPTY_ASSIGNMENT } from './assignment-schema';
export type { AssignmentValues } from './assignment-schema';
export { DEALER_ASSIGNMENT_TEXTS } from './messages';
export { useDealersForAssignment } from './use-dealers';
