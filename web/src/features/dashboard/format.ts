import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../server/routers/app-router';

export type AdminOutputs = inferRouterOutputs<AppRouter>['admin'];
export type ApplicationItem = AdminOutputs['applications']['list']['items'][number];
export type ContactItem = AdminOutputs['contacts']['list']['items'][number];
export type ApplicationDetailData = AdminOutputs['applications']['detail'];
export type ContactDetailData = AdminOutputs['contacts']['detail'];
export type IntakeSummary = AdminOutputs['intakes']['list'][number];
export type Delivery = ApplicationDetailData['deliveries'][number];
export type SubmissionRef = { type: 'application' | 'contact'; id: string };

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`;
}
