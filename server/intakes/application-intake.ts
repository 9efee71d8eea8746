import { m } from '@i18n/messages';
import { sql } from 'kysely';
import type { Db } from '../../db/client';
import { acceptsApplications, type IntakePolicy, type IntakeState } from '../../domain/intakes';
import type { Locale } from '../../domain/locale';
import { AppError } from '../errors/app-error';
import { placeTakingStatuses } from './intake-capacity';

/**
 * The form's server check (decision 128): the intake an application names by its programme and
 * start date must exist, be open and, unless rolling, not be past its deadline, a date in the
 * school's time zone. A closed, draft or unknown intake is refused with a message in the form's
 * language. A full intake still takes the application, onto its waiting list.
 */
export async function checkApplicationIntake(
  db: Db,
  application: { programme: string; startDate: string },
  locale: Locale,
  now = new Date(),
): Promise<{ waitingList: boolean }> {
  const intake = await db
    .selectFrom('intakes as i')
    .select([
      'i.state',
      'i.policy',
      'i.deadline',
      'i.capacity',
      sql<string>`(select count(*) from applications a
        where a.programme = i.programme and a.start_date = i.starts_on and a.status in (${placeTakingStatuses}))`.as(
        'offers',
      ),
    ])
    .where('i.programme', '=', application.programme)
    .where('i.starts_on', '=', application.startDate)
    .executeTakeFirst();
  if (!intake || intake.state === 'draft') {
    throw new AppError('BAD_REQUEST', m.forms_error_intake_unknown({}, { locale }));
  }
  const rules: { state: IntakeState; policy: IntakePolicy; deadline: string } = intake;
  if (!acceptsApplications(rules, now)) {
    throw new AppError('BAD_REQUEST', m.forms_error_intake_closed({}, { locale }));
  }
  return { waitingList: intake.capacity !== null && Number(intake.offers) >= intake.capacity };
}
